import type { FastifyPluginAsync } from 'fastify'
import { homepageCategoriesDocument } from '../../catalogue/homepage.js'
import { frontendClientFilter } from '../../catalogue/query-schemas.js'

/** GET /homepage/recommended_categories: categories as in /categories, each with a cover image. */
const route: FastifyPluginAsync = async (app) => {
  app.get(
    '/recommended_categories',
    { schema: { querystring: { type: 'object', properties: { ...frontendClientFilter } } } },
    (request) => homepageCategoriesDocument(request, 'recommended'),
  )
}

export default route
