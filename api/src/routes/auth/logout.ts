import type { FastifyInstance } from 'fastify'
import { noContentResponse } from '@print-shop/shop-domain/responses/accounts'

/** POST /auth/logout/normal: ends the session, signed in or not → 204. */
export default async function logout(app: FastifyInstance) {
  app.post(
    '/logout/normal',
    { schema: { response: noContentResponse } },
    async (request, reply) => {
      await app.sessions.end(request, reply)
      return reply.status(204).send()
    },
  )
}
