import type { FastifyInstance } from 'fastify'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { UNPAID_STATUSES } from '@print-shop/shop-domain/order-status'
import { checkoutBody } from '@print-shop/shop-domain/requests/basket'
import { basketParams } from '../../basket/schemas.js'
import { checkOut } from '../../orders/checkout.js'
import { invoiceOf } from '../../invoices/issue.js'
import { orderConfirmationMail } from '../../orders/mails.js'
import { scalableImageIds } from '../../catalogue/images.js'
import type { PlacedOrder } from '../../orders/place-order.js'
import { ordersDocument } from '../../orders/resources.js'
import { orderProductionDays } from '../../orders/production-days.js'
import { startPayment } from '../../orders/start-payment.js'
import { bankTransferInstructions } from '../../payments/bank-transfer.js'
import { offersPaymentMethod } from '../../payments/index.js'
import { placedOrderResponse } from '@print-shop/shop-domain/responses/orders'

/**
 * POST /baskets/{uuid}/checkout: places the order (201) and closes the basket. Needs a signed-in
 * shopper. Repeating it (a double click, a retry after a timeout, a second tab) answers 200 with
 * the same order. Card and GoPay orders come with the gateway's page in `meta.payment_url`, the
 * same page on a repeat. The confirmation e-mail goes out once.
 */
const checkout: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/:uuid/checkout',
    {
      schema: { params: basketParams, body: checkoutBody, response: placedOrderResponse },
      config: { rateLimit: app.config.rateLimits.checkout },
    },
    async (request, reply) => {
      app.sessions.requireUserId(request)
      const placed = await checkOut(app.db, request, request.params.uuid, {
        termsAccepted: request.body.terms_accepted,
        expectedTotal: request.body.expected_total,
        offers: (method) => offersPaymentMethod(app.config, method),
      })
      const { order, created } = placed
      const paymentUrl = await gatewayPage(app, order)
      if (created) await sendConfirmation(app, placed)
      const document = await ordersDocument(request, [order], {
        single: true,
        meta: { payment_url: paymentUrl, already_placed: !created },
      })
      return reply.status(created ? 201 : 200).send(document)
    },
  )
}

export default checkout

/**
 * Where an unpaid card or GoPay order is paid. The order is placed whatever the gateway says: when
 * it cannot be reached, the shopper pays later from the order (POST /me/orders/{id}/payment).
 */
async function gatewayPage(app: FastifyInstance, order: PlacedOrder['order']) {
  const online = order.paymentMethod === 'card' || order.paymentMethod === 'gopay'
  if (!online || !UNPAID_STATUSES.includes(order.status)) return null
  try {
    return (await startPayment(app, app.db, order)).paymentUrl
  } catch (error) {
    app.log.error({ err: error, orderId: order.id }, 'payment could not be started')
    return null
  }
}

/** The order confirmation; a mail server that fails is logged, the order stands. */
async function sendConfirmation(app: FastifyInstance, { order, items }: PlacedOrder) {
  if (!order.email) return
  const instructions =
    order.paymentMethod === 'bank_transfer' && UNPAID_STATUSES.includes(order.status)
      ? bankTransferInstructions(app.config, order)
      : null
  try {
    // An order a discount made free is paid as placed: its invoice goes with the confirmation.
    const invoice = order.paidAt ? await invoiceOf(app.db, order.id) : null
    const mail = await orderConfirmationMail(
      app.config,
      order,
      items,
      instructions,
      await orderProductionDays(app.db, order.id),
      await scalableImageIds(
        app.db,
        items.map((item) => item.imageId),
      ),
    )
    await app.mailer.send({ ...mail, invoiceIds: invoice ? [invoice.id] : [] })
  } catch (error) {
    app.log.error({ err: error, orderId: order.id }, 'order confirmation e-mail failed')
  }
}
