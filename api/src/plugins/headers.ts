import fp from 'fastify-plugin'

/** Calls whose answers belong to one visitor: never kept by a browser or a shared cache. */
const PERSONAL = [
  '/v1/me',
  '/v1/auth',
  '/v1/baskets',
  '/v1/csrf',
  '/v1/favorites',
  '/v1/owners',
  '/v1/payments',
]

/** By the route's path, not the address asked for: `/v1/%6De` is `/v1/me` too. */
function isPersonal(path: string): boolean {
  return PERSONAL.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))
}

/**
 * Headers on every answer, errors and 404s included:
 * - `nosniff`: a browser never reads a JSON answer (or a picture) as a script or a page;
 * - `Referrer-Policy: no-referrer`: the API serves no page that needs to say where a visitor came
 *   from, and the sandbox payment page's address names the order;
 * - `Cache-Control: no-store` on personal answers whatever else the route said, and on any other answer
 *   that has not chosen its own caching (the pictures under /media have). Public by choice, private
 *   by default: a new route is not cached until it says it may be.
 */
export default fp(
  async (app) => {
    app.addHook('onSend', async (request, reply) => {
      reply.header('X-Content-Type-Options', 'nosniff')
      reply.header('Referrer-Policy', 'no-referrer')
      // A personal answer may only add to no-store (a download's `private, no-store`).
      const chosen = String(reply.getHeader('Cache-Control') ?? '')
      const personal = isPersonal(request.routeOptions.url ?? '')
      if ((personal && !/\bno-store\b/.test(chosen)) || !chosen)
        reply.header('Cache-Control', 'no-store')
    })
  },
  { name: 'headers' },
)
