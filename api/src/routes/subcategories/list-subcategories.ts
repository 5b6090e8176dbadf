import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { categoryTreeOf } from '../../catalogue/categories.js'
import { categoryTreeResources } from '../../catalogue/category-resources.js'
import { subcategoriesResponse } from '@print-shop/shop-domain/responses/catalogue'
import { queryText } from '../../catalogue/query-schemas.js'
import { document } from '../../lib/jsonapi.js'

/**
 * GET /subcategories: subcategories in top-bar order, their categories included; `filter[category]`
 * (a category slug or id) narrows the list to one category, an unknown one to nothing.
 */
const route: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/',
    {
      schema: {
        querystring: Type.Object({ 'filter[category]': Type.Optional(queryText(200)) }),
        response: subcategoriesResponse,
      },
    },
    async (request) => {
      const tree = await categoryTreeOf(app.db, request.query['filter[category]'])
      const resources = categoryTreeResources(tree, request.locale)
      return document(resources.subcategories, { included: resources.categories })
    },
  )
}

export default route
