import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { findImages } from '../../catalogue/image-search.js'
import { imageResources } from '../../catalogue/images.js'
import { pageMeta, pagingProperties } from '../../catalogue/paging.js'
import { document } from '../../lib/jsonapi.js'
import { popularProductsResponse } from '@print-shop/shop-domain/responses/homepage'

/**
 * GET /homepage/popular_products: the most popular images, paged (12 a page unless asked), of those
 * that print at least acceptably in some size: the shop promotes only what it can print well.
 */
const route: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/popular_products',
    {
      schema: {
        querystring: Type.Object(pagingProperties(12, 100)),
        response: popularProductsResponse,
      },
    },
    async (request) => {
      const { page, per_page: perPage } = request.query
      const { rows, total } = await findImages(
        app.db,
        { printsWellAt: app.config.shop.printQuality.acceptableDpi },
        { locale: request.locale, sort: 'popularity', page, perPage },
      )
      return document(await imageResources(request, rows), { meta: pageMeta(total, page, perPage) })
    },
  )
}

export default route
