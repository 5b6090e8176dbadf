/** @jest-environment jsdom */
import { ApiError, apiRequest, ensureSession, errorKey, fieldErrors } from '../api-client'

type Answer = { status: number; body?: unknown } | Error

function answer(status: number, body?: unknown) {
  return {
    status,
    ok: status >= 200 && status < 300,
    text: async () => (body === undefined ? '' : JSON.stringify(body)),
  }
}

/** The API at the edge: each call takes the next answer; /csrf sets the cookie like the server. */
function serve(...answers: Answer[]) {
  const calls: { url: string; init: RequestInit }[] = []
  global.fetch = jest.fn(async (url: string, init: RequestInit = {}) => {
    calls.push({ url, init })
    if (url.endsWith('/csrf')) {
      const token = `token-${calls.length}`
      // The cookie comes with the answer, not with the question.
      await new Promise((resolve) => setTimeout(resolve, 0))
      document.cookie = `XSRF-TOKEN=${encodeURIComponent(token)}`
      return answer(204)
    }
    const next = answers.shift()
    if (!next) throw new Error(`unexpected call ${url}`)
    if (next instanceof Error) throw next
    return answer(next.status, next.body)
  }) as unknown as typeof fetch
  return calls
}

beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=; expires=Thu, 01 Jan 1970 00:00:00 GMT'
})

describe('apiRequest', () => {
  it('sends the language, credentials and JSON, and reads JSON back', async () => {
    const calls = serve({ status: 200, body: { data: [] } })
    await expect(apiRequest('/images', { language: 'de' })).resolves.toEqual({ data: [] })
    const { url, init } = calls[0]!
    expect(url).toBe('http://localhost:4000/v1/images')
    expect(init.credentials).toBe('include')
    expect(init.headers).toMatchObject({ 'Accept-Language': 'de', 'Content-Language': 'de' })
  })

  it('fetches the anti-forgery cookie before an unsafe call and echoes it', async () => {
    const calls = serve({ status: 204 })
    await apiRequest('/auth/logout/normal', { method: 'POST', language: 'cs' })
    expect(calls.map((call) => call.url)).toEqual([
      'http://localhost:4000/v1/csrf',
      'http://localhost:4000/v1/auth/logout/normal',
    ])
    expect(calls[1]?.init.headers).toMatchObject({ 'X-XSRF-TOKEN': 'token-1' })
  })

  it('asks for a session once when a read and a write need one at the same time', async () => {
    const calls = serve({ status: 204 })
    await Promise.all([
      ensureSession(),
      apiRequest('/owners/1', { method: 'POST', language: 'cs' }),
    ])
    expect(calls.map((call) => call.url)).toEqual([
      'http://localhost:4000/v1/csrf',
      'http://localhost:4000/v1/owners/1',
    ])
    expect(calls[1]?.init.headers).toMatchObject({ 'X-XSRF-TOKEN': 'token-1' })
    // With the cookie in place nothing more is asked.
    await ensureSession()
    expect(calls).toHaveLength(2)
  })

  it('refetches the token once when the server answers 419', async () => {
    document.cookie = 'XSRF-TOKEN=stale'
    const calls = serve({ status: 419 }, { status: 201, body: { ok: true } })
    await expect(
      apiRequest('/favorites', { method: 'POST', body: { image_id: 1 }, language: 'cs' }),
    ).resolves.toEqual({ ok: true })
    expect(calls[0]?.init.headers).toMatchObject({ 'X-XSRF-TOKEN': 'stale' })
    expect(calls[1]?.url).toMatch(/\/csrf$/)
    expect(calls[2]?.init.headers).toMatchObject({ 'X-XSRF-TOKEN': 'token-2' })
    expect(calls[2]?.init.body).toBe('{"image_id":1}')
  })

  it('retries a read once after a network failure', async () => {
    const calls = serve(new TypeError('Failed to fetch'), { status: 200, body: { data: 1 } })
    await expect(apiRequest('/me', { language: 'cs' })).resolves.toEqual({ data: 1 })
    expect(calls).toHaveLength(2)
  })

  it('gives up after the second network failure with the network kind', async () => {
    serve(new TypeError('Failed to fetch'), new TypeError('Failed to fetch'))
    await expect(apiRequest('/me', { language: 'cs' })).rejects.toMatchObject({ kind: 'network' })
  })

  it('does not repeat a write that failed on the network (it may have arrived)', async () => {
    document.cookie = 'XSRF-TOKEN=known'
    const calls = serve(new TypeError('Failed to fetch'))
    await expect(apiRequest('/baskets', { method: 'POST', language: 'cs' })).rejects.toMatchObject({
      kind: 'network',
    })
    expect(calls).toHaveLength(1)
  })

  it('tells a canceled call from an aborted one', async () => {
    const before = new AbortController()
    before.abort()
    serve()
    await expect(
      apiRequest('/me', { language: 'cs', signal: before.signal }),
    ).rejects.toMatchObject({
      kind: 'canceled',
    })

    const during = new AbortController()
    global.fetch = jest.fn(
      (_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new Error('aborted')))
          during.abort()
        }),
    ) as unknown as typeof fetch
    await expect(
      apiRequest('/me', { language: 'cs', signal: during.signal }),
    ).rejects.toMatchObject({
      kind: 'aborted',
    })
  })

  it('times out a call that does not answer', async () => {
    global.fetch = jest.fn(
      (_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) => {
          init.signal?.addEventListener('abort', () => reject(new Error('aborted')))
        }),
    ) as unknown as typeof fetch
    await expect(apiRequest('/me', { language: 'cs', timeoutMs: 20 })).rejects.toMatchObject({
      kind: 'timeout',
    })
  })

  it('throws a status error with the body for a failed status', async () => {
    serve({ status: 404, body: { message: 'Not found' } })
    const error = await apiRequest('/images/999', { language: 'en' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ kind: 'status', status: 404, body: { message: 'Not found' } })
    expect(errorKey(error)).toBe('common:errors.status')
  })
})

describe('fieldErrors', () => {
  it('reads a 422 as a map of field to its first message', () => {
    const error = new ApiError('status', '422', 422, {
      message: 'Invalid',
      errors: { email: ['Taken', 'Second'], password: ['Too short'] },
    })
    expect(fieldErrors(error)).toEqual({ email: 'Taken', password: 'Too short' })
  })

  it('is null for anything that is not a 422', () => {
    expect(fieldErrors(new ApiError('status', '500', 500, { errors: { a: ['b'] } }))).toBeNull()
    expect(fieldErrors(new ApiError('network', 'offline'))).toBeNull()
    expect(fieldErrors(new Error('x'))).toBeNull()
  })
})
