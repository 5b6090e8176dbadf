import type { FastifyInstance } from 'fastify'
import { findBasket } from '../../basket/basket.js'
import { basketParams, type BasketParams } from './schemas.js'
import { currentBasketDocument } from './respond.js'

/** GET /baskets/{uuid}: the basket with items, addresses, delivery, coupon and totals. */
export default async function showBasket(app: FastifyInstance) {
  app.get<{ Params: BasketParams }>(
    '/:uuid',
    { schema: { params: basketParams } },
    async (request) => {
      const basket = await findBasket(app.db, request, request.params.uuid)
      return currentBasketDocument(request, basket)
    },
  )
}
