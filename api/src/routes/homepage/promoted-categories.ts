import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { homepageCategoriesDocument } from '../../catalogue/homepage.js'
import { frontendClientFilter } from '../../catalogue/query-schemas.js'
import { homepageCategoriesResponse } from '@print-shop/shop-domain/responses/homepage'

/** GET /homepage/promoted_categories: categories as in /categories, each with a cover image. */
const route: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/promoted_categories',
    {
      schema: {
        querystring: Type.Object(frontendClientFilter),
        response: homepageCategoriesResponse,
      },
    },
    (request) => homepageCategoriesDocument(request, 'promoted'),
  )
}

export default route
