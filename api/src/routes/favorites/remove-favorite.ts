import type { FastifyPluginAsync } from 'fastify'
import { and, eq } from 'drizzle-orm'
import { idParams } from '../../catalogue/query-schemas.js'
import { favorites } from '../../db/schema.js'
import { notFound } from '../../lib/http-error.js'

/** DELETE /favorites/{id}: `id` is the favourite's id; another user's favourite is not found. */
const route: FastifyPluginAsync = async (app) => {
  app.delete<{ Params: { id: number } }>(
    '/:id',
    { schema: { params: idParams } },
    async (request, reply) => {
      const userId = app.sessions.requireUserId(request)
      const deleted = await app.db
        .delete(favorites)
        .where(and(eq(favorites.id, request.params.id), eq(favorites.userId, userId)))
        .returning({ id: favorites.id })
      if (deleted.length === 0) throw notFound()
      return reply.status(204).send()
    },
  )
}

export default route
