import type { FastifyPluginAsync } from 'fastify'
import { and, eq } from 'drizzle-orm'
import { UNPAID_STATUSES } from '@print-shop/shop-domain/order-status'
import { idParams } from '../../../catalogue/query-schemas.js'
import { orders } from '../../../db/schema.js'
import { HttpError, notFound } from '../../../lib/http-error.js'
import { document, resource } from '../../../lib/jsonapi.js'
import { startPayment } from '../../../payments/index.js'

/**
 * POST /me/orders/{id}/payment: the gateway page for the user's own unpaid card or GoPay order: the
 * payment still pending (200), or a new one when the last attempt failed or was cancelled (201).
 */
const route: FastifyPluginAsync = async (app) => {
  app.post<{ Params: { id: number } }>(
    '/:id/payment',
    { schema: { params: idParams } },
    async (request, reply) => {
      const userId = app.sessions.requireUserId(request)
      const [order] = await app.db
        .select()
        .from(orders)
        .where(and(eq(orders.id, request.params.id), eq(orders.userId, userId)))
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
