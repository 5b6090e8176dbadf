import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { favouriteResources, userFavourites } from '../../favourites/favourites.js'
import { pageMeta, pagingProperties } from '../../catalogue/paging.js'
import { document } from '../../lib/jsonapi.js'
import { favouritesResponse } from '@print-shop/shop-domain/responses/favourites'

/** GET /favorites: the user's favourites, newest first, with their images included. */
const route: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/',
    {
      schema: {
        querystring: Type.Object(pagingProperties(100, 100)),
        response: favouritesResponse,
      },
    },
    async (request) => {
      const userId = request.userId
      const { page, per_page: perPage } = request.query
      const { rows, total } = await userFavourites(request, userId, page, perPage)
      const resources = await favouriteResources(request, rows)
      return document(resources.favourites, {
        included: resources.images,
        meta: pageMeta(total, page, perPage),
      })
    },
  )
}

export default route
