import type { FastifyPluginAsync } from 'fastify'
import { favouriteResources, userFavourites } from '../../catalogue/favourites.js'
import { pageMeta, pagingProperties, type PagingQuery } from '../../catalogue/paging.js'
import { document } from '../../lib/jsonapi.js'

/** GET /favorites: the user's favourites, newest first, with their images included. */
const route: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: PagingQuery }>(
    '/',
    { schema: { querystring: { type: 'object', properties: { ...pagingProperties(100, 100) } } } },
    async (request) => {
      const userId = app.sessions.requireUserId(request)
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
