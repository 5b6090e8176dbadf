import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { loadCategoryTree } from '../../catalogue/categories.js'
import { categoryTreeResources } from '../../catalogue/category-resources.js'
import { categoriesResponse } from '@print-shop/shop-domain/responses/catalogue'
import { frontendClientFilter } from '../../catalogue/query-schemas.js'
import { document } from '../../lib/jsonapi.js'

/**
 * GET /categories: every category in top-bar order (FOTO, ILUSTRACE, AKCE, then position) with its
 * subcategories included. An AKCE category is listed only while it has images. Kept between
 * catalogue changes (plugins/catalogue-cache.ts).
 */
const route: FastifyPluginAsyncTypebox = async (app) => {
  const kept = app.catalogueCache.hooks()
  app.get(
    '/',
    {
      schema: { querystring: Type.Object(frontendClientFilter), response: categoriesResponse },
      preHandler: kept.preHandler,
      onSend: kept.onSend,
    },
    async (request) => {
      const resources = categoryTreeResources(await loadCategoryTree(app.db), request.locale)
      return document(resources.categories, { included: resources.subcategories })
    },
  )
}

export default route
