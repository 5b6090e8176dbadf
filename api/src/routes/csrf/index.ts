import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import { csrfResponse } from '@print-shop/shop-domain/responses/visitor'

/**
 * GET /csrf: starts a session if needed and sets the XSRF-TOKEN cookie the client echoes back. Only
 * the calls that start a session (a row each, until it expires) count towards the limit.
 */
const routes: FastifyPluginAsync = async (app) => {
  const newSession = {
    ...app.config.rateLimits.newSession,
    allowList: (request: FastifyRequest) => request.session !== null,
  }
  app.get(
    '/',
    { schema: { response: csrfResponse }, config: { rateLimit: newSession } },
    async (request, reply) => {
      await app.sessions.issueCsrf(request, reply)
      return reply.status(204).send()
    },
  )
}

export default routes
