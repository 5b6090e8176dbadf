/** A fake API: the network is the outside edge of a unit test, so tests answer it by "METHOD /path". */

export interface Answer {
  /** 200 unless given. */
  status?: number
  body?: unknown
}

/** One answer, a list answered in turn (the last one repeats), or a function asked at each call. */
export type Route = Answer | Answer[] | (() => Answer)

export interface SentCall {
  method: string
  path: string
  /** "METHOD /path", query strings left out. */
  call: string
  body: unknown
}

export interface FakeApiOptions {
  /**
   * A call no route names fails the test unless `'empty'` is given: then it is answered 200 with an
   * empty body (for tests of one call whose page makes others too).
   */
  otherCalls?: 'fail' | 'empty'
}

/**
 * Replaces `fetch` with the routes given. Every call is recorded with its body; GET /csrf is
 * answered and not recorded (the anti-forgery cookie is set, so it is rarely asked for).
 */
export function fakeApi(
  routes: Record<string, Route>,
  { otherCalls = 'fail' }: FakeApiOptions = {},
) {
  const calls: SentCall[] = []
  const served: Record<string, number> = {}
  document.cookie = 'XSRF-TOKEN=test-token'
  const fetchMock = jest.fn(async (url: string, init: RequestInit = {}) => {
    const path = new URL(url).pathname.replace(/^\/v1/, '')
    const method = init.method ?? 'GET'
    const call = `${method} ${path}`
    if (path === '/csrf') return { status: 204, ok: true, text: async () => '' }
    calls.push({ method, path, call, body: init.body ? JSON.parse(String(init.body)) : undefined })
    const answer = answerFor(routes[call], served, call, otherCalls)
    const status = answer.status ?? 200
    return {
      status,
      ok: status >= 200 && status < 300,
      text: async () => (answer.body === undefined ? '' : JSON.stringify(answer.body)),
    }
  })
  global.fetch = fetchMock as unknown as typeof fetch
  return {
    calls,
    fetchMock,
    /** The calls made, as "METHOD /path", in order. */
    order: () => calls.map(({ call }) => call),
    /** The bodies sent to one call, in order. */
    bodiesOf: (method: string, path: string) =>
      calls.filter((sent) => sent.method === method && sent.path === path).map((sent) => sent.body),
  }
}

function answerFor(
  route: Route | undefined,
  served: Record<string, number>,
  call: string,
  otherCalls: 'fail' | 'empty',
): Answer {
  if (!route) {
    if (otherCalls === 'empty') return {}
    throw new Error(`unexpected ${call}`)
  }
  if (typeof route === 'function') return route()
  const list = Array.isArray(route) ? route : [route]
  const index = served[call] ?? 0
  served[call] = index + 1
  return list[Math.min(index, list.length - 1)]!
}
