import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { setSessionOwner } from '../../accounts/signed-in-sessions.js'
import { resource, document } from '../../lib/jsonapi.js'
import { visitorOwnerResponse } from '@print-shop/shop-domain/responses/visitor'

/** The owners a storefront can report: 1 the Czech shop, 5 the shop for everyone else. */
export const OWNERS = [1, 5] as const

/** POST /owners/{id}: remembers which shop (owner) this visitor's session belongs to. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/:id',
    {
      schema: {
        params: Type.Object({
          id: Type.Unsafe<(typeof OWNERS)[number]>({ type: 'integer', enum: [...OWNERS] }),
        }),
        response: visitorOwnerResponse,
      },
    },
    async (request, reply) => {
      const session = await app.sessions.ensure(request, reply)
      await setSessionOwner(app.db, session.idHash, request.params.id)
      return document(resource('owners', request.params.id, { id: request.params.id }))
    },
  )
}

export default routes
