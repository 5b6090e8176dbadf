import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { idParams } from '../../catalogue/query-schemas.js'
import { removeFavourite } from '../../favourites/favourites.js'
import { notFound } from '../../lib/http-error.js'
import { favouriteRemovedResponse } from '@print-shop/shop-domain/responses/favourites'

/** DELETE /favorites/{id}: `id` is the favourite's id; another user's favourite is not found. */
const route: FastifyPluginAsyncTypebox = async (app) => {
  app.delete(
    '/:id',
    { schema: { params: idParams, response: favouriteRemovedResponse } },
    async (request, reply) => {
      if (!(await removeFavourite(request, request.userId, request.params.id))) throw notFound()
      return reply.status(204).send()
    },
  )
}

export default route
