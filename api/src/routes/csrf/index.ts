import type { FastifyPluginAsync } from 'fastify'

/** GET /csrf: starts a session if needed and sets the XSRF-TOKEN cookie the client echoes back. */
const routes: FastifyPluginAsync = async (app) => {
  app.get('/', async (request, reply) => {
    await app.sessions.issueCsrf(request, reply)
    return reply.status(204).send()
  })
}

export default routes
