import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { UNPAID_STATUSES } from '@print-shop/shop-domain/order-status'
import { idParams } from '../../../catalogue/query-schemas.js'
import { HttpError, notFound } from '../../../lib/http-error.js'
import { document, resource } from '../../../lib/jsonapi.js'
import { ownOrder } from '../../../orders/own-orders.js'
import { startPayment } from '../../../orders/start-payment.js'
import { paymentResponse } from '@print-shop/shop-domain/responses/orders'

/**
 * POST /me/orders/{id}/payment: the gateway page for the user's own unpaid card or GoPay order: the
 * payment still pending (200), or a new one when the last attempt failed or was cancelled (201).
 */
const route: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/:id/payment',
    { schema: { params: idParams, response: paymentResponse } },
    async (request, reply) => {
      const order = await ownOrder(app.db, request.userId, request.params.id)
      if (!order) throw notFound()
      const online = order.paymentMethod === 'card' || order.paymentMethod === 'gopay'
      if (!online || !UNPAID_STATUSES.includes(order.status))
        throw new HttpError(409, 'errors.order_not_payable')
      const { paymentId, paymentUrl, created } = await startPayment(app, app.db, order)
      return reply
        .status(created ? 201 : 200)
        .send(
          document(resource('payments', paymentId, { payment_url: paymentUrl, status: 'pending' })),
        )
    },
  )
}

export default route
