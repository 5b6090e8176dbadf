import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { idParams } from '../../../catalogue/query-schemas.js'
import { notFound } from '../../../lib/http-error.js'
import { ownOrder } from '../../../orders/own-orders.js'
import { ordersDocument } from '../../../orders/resources.js'
import { orderResponse } from '@print-shop/shop-domain/responses/orders'

/** GET /me/orders/{id}: one of the user's orders with items, history and payment details. */
const showOrder: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/:id', { schema: { params: idParams, response: orderResponse } }, async (request) => {
    const order = await ownOrder(app.db, request.userId, request.params.id)
    if (!order) throw notFound()
    return ordersDocument(request, [order], { single: true })
  })
}

export default showOrder
