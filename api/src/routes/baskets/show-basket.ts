import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { findBasket } from '../../basket/basket.js'
import { basketParams } from '../../basket/schemas.js'
import { currentBasketDocument } from './respond.js'
import { basketResponse } from '@print-shop/shop-domain/responses/basket'

/** GET /baskets/{uuid}: the basket with items, addresses, delivery, coupon and totals. */
const route: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/:uuid',
    { schema: { params: basketParams, response: basketResponse } },
    async (request) => {
      const basket = await findBasket(app.db, request, request.params.uuid)
      return currentBasketDocument(request, basket)
    },
  )
}

export default route
