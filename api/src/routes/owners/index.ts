import type { FastifyPluginAsync } from 'fastify'
import { eq } from 'drizzle-orm'
import { sessions } from '../../db/schema.js'
import { resource, document } from '../../lib/jsonapi.js'

/** The owners a storefront can report: 1 the Czech shop, 5 the shop for everyone else. */
export const OWNERS = [1, 5] as const

/** POST /owners/{id}: remembers which shop (owner) this visitor's session belongs to. */
const routes: FastifyPluginAsync = async (app) => {
  app.post<{ Params: { id: number } }>(
    '/:id',
    {
      schema: {
        params: {
          type: 'object',
          properties: { id: { type: 'integer', enum: [...OWNERS] } },
          required: ['id'],
        },
      },
    },
    async (request, reply) => {
      const session = await app.sessions.ensure(request, reply)
      await app.db
        .update(sessions)
        .set({ ownerId: request.params.id })
        .where(eq(sessions.idHash, session.idHash))
      return document(resource('owners', request.params.id, { id: request.params.id }))
    },
  )
}

export default routes
