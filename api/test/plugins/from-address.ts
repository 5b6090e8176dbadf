import type { InjectOptions } from 'fastify'
import type { Response, Visitor } from '../helper.js'

/**
 * The visitor's calls as if they came from `address` (the TCP peer), with their cookies and CSRF
 * token; extra headers such as X-Forwarded-For ride along. Cookies set by the answer are not kept.
 */
export function fromAddress(visitor: Visitor, address: string) {
  async function send(
    method: InjectOptions['method'],
    url: string,
    body?: object,
    headers: Record<string, string> = {},
  ): Promise<Response> {
    const cookie = [...visitor.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
    return visitor.app.inject({
      method,
      url,
      remoteAddress: address,
      headers: {
        'accept-language': visitor.language,
        ...(cookie ? { cookie, 'x-xsrf-token': visitor.cookies.get('XSRF-TOKEN') ?? '' } : {}),
        ...headers,
      },
      ...(body === undefined ? {} : { payload: body }),
    })
  }
  return {
    get: (url: string, headers?: Record<string, string>) => send('GET', url, undefined, headers),
    post: (url: string, body: object = {}, headers?: Record<string, string>) =>
      send('POST', url, body, headers),
    patch: (url: string, body: object = {}) => send('PATCH', url, body),
  }
}

/** Keeps the cookies an answer set, as the browser would. */
export function keepCookies(visitor: Visitor, response: Response): void {
  for (const { name, value } of response.cookies as { name: string; value: string }[])
    visitor.cookies.set(name, value)
}

/** Retry-After of a 429, in seconds. */
export function retryAfter(response: Response): number {
  return Number(response.headers['retry-after'])
}
