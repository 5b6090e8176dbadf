import * as React from 'react'
import { SWRConfig } from 'swr'
import { testSwrConfig } from '../../../testing/swr'
import { SessionProvider } from '../session/session-provider'

/** GET /me's answer for Jana, with her avatar included. */
export const me = {
  data: {
    type: 'users',
    id: '7',
    attributes: { id: '7', name: 'Jana Nováková', email: 'jana@example.cz' },
    relationships: { avatar: { data: { type: 'avatars', id: '7' } } },
  },
  included: [{ type: 'avatars', id: '7', attributes: { initial: 'J', url: null } }],
}

export type Answer = { status: number; body?: unknown }
type Route = Answer | Answer[]

/**
 * A fake API: "METHOD /path" → an answer, or a list answered in turn (the last one repeats). Every
 * call is recorded as "METHOD /path" with its body; GET /csrf is answered and not recorded.
 */
export function fakeApi(routes: Record<string, Route>) {
  const calls: { call: string; body: unknown }[] = []
  const served: Record<string, number> = {}
  const fetchMock = jest.fn(async (url: string, init: RequestInit = {}) => {
    const path = new URL(url).pathname.replace(/^\/v1/, '')
    const call = `${init.method ?? 'GET'} ${path}`
    if (path === '/csrf') return { status: 204, ok: true, text: async () => '' }
    calls.push({ call, body: init.body ? JSON.parse(String(init.body)) : undefined })
    const route = routes[call]
    if (!route) throw new Error(`unexpected ${call}`)
    const list = Array.isArray(route) ? route : [route]
    const index = served[call] ?? 0
    served[call] = index + 1
    const answer = list[Math.min(index, list.length - 1)]!
    return {
      status: answer.status,
      ok: answer.status >= 200 && answer.status < 300,
      text: async () => (answer.body === undefined ? '' : JSON.stringify(answer.body)),
    }
  })
  global.fetch = fetchMock as unknown as typeof fetch
  return { calls, order: () => calls.map(({ call }) => call), fetchMock }
}

/** The app's session around a component, with a cache of its own for each test. */
export function WithSession({ children }: { children: React.ReactNode }) {
  return (
    <SWRConfig value={testSwrConfig()}>
      <SessionProvider>{children}</SessionProvider>
    </SWRConfig>
  )
}

/** Large screens (from 1024 px) or not, as window.matchMedia answers. */
export function screenIsLarge(large: boolean) {
  window.matchMedia = ((query: string) => ({
    matches: large,
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  })) as unknown as typeof window.matchMedia
}
