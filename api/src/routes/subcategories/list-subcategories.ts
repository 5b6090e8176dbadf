import type { FastifyPluginAsync } from 'fastify'
import { loadCategoryTree, slugOrId } from '../../catalogue/categories.js'
import { categoryTreeResources } from '../../catalogue/category-resources.js'
import { queryText } from '../../catalogue/query-schemas.js'
import { categories } from '../../db/schema.js'
import { document } from '../../lib/jsonapi.js'

interface Query {
  'filter[category]'?: string
}

/**
 * GET /subcategories: subcategories in top-bar order, their categories included; `filter[category]`
 * (a category slug or id) narrows the list to one category, an unknown one to nothing.
 */
const route: FastifyPluginAsync = async (app) => {
  app.get<{ Querystring: Query }>(
    '/',
    {
      schema: {
        querystring: { type: 'object', properties: { 'filter[category]': queryText(200) } },
      },
    },
    async (request) => {
      const filter = request.query['filter[category]']
      const where =
        filter === undefined ? undefined : slugOrId(categories.slug, categories.id, filter)
      const resources = categoryTreeResources(await loadCategoryTree(app.db, where), request.locale)
      return document(resources.subcategories, { included: resources.categories })
    },
  )
}

export default route
