import type { FastifyInstance } from 'fastify'
import { and, eq } from 'drizzle-orm'
import { addresses } from '../../../db/schema.js'
import { notFound } from '../../../lib/http-error.js'
import { addressIdParams } from './fields.js'

/** DELETE /me/addresses/{id} → 204. Someone else's address is not found. */
export default async function deleteAddress(app: FastifyInstance) {
  app.delete<{ Params: { id: number } }>(
    '/:id',
    { schema: { params: addressIdParams } },
    async (request, reply) => {
      const userId = app.sessions.requireUserId(request)
      const deleted = await app.db
        .delete(addresses)
        .where(and(eq(addresses.id, request.params.id), eq(addresses.userId, userId)))
        .returning({ id: addresses.id })
      if (!deleted.length) throw notFound()
      return reply.status(204).send()
    },
  )
}
