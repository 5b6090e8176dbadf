import type { FastifyInstance } from 'fastify'
import { orderConfirmationMail } from '../../orders/mails.js'
import { placeOrder } from '../../orders/place-order.js'
import { ordersDocument } from '../../orders/resources.js'
import { bankTransferInstructions } from '../../payments/bank-transfer.js'
import { startPayment } from '../../payments/index.js'
import { basketParams, type BasketParams } from './schemas.js'

const body = {
  type: 'object',
  additionalProperties: false,
  properties: {
    terms_accepted: { type: 'boolean', default: false },
    expected_total: { type: 'integer', minimum: 0, maximum: 2_147_483_647 },
  },
} as const

/**
 * POST /baskets/{uuid}/checkout: places the order (201) and closes the basket. Needs a signed-in
 * shopper. Repeating it (a double click, a retry after a timeout, a second tab) answers 200 with
 * the same order. The confirmation e-mail goes out once; card and GoPay orders come with the
 * gateway's address in `meta.payment_url`.
 */
export default async function checkout(app: FastifyInstance) {
  app.post<{ Params: BasketParams; Body: { terms_accepted: boolean; expected_total?: number } }>(
    '/:uuid/checkout',
    { schema: { params: basketParams, body } },
    async (request, reply) => {
      app.sessions.requireUserId(request)
      const { order, items, created } = await app.db.transaction((tx) =>
        placeOrder(tx, request, request.params.uuid, {
          termsAccepted: request.body.terms_accepted,
          expectedTotal: request.body.expected_total,
        }),
      )
      let paymentUrl: string | null = null
      if (created) {
        const gateway = order.paymentMethod === 'card' || order.paymentMethod === 'gopay'
        if (gateway) paymentUrl = (await startPayment(app, app.db, order)).paymentUrl
        const instructions =
          order.paymentMethod === 'bank_transfer'
            ? bankTransferInstructions(app.config.payments, order)
            : null
        if (order.email)
          await app.mailer.send(orderConfirmationMail(app.config, order, items, instructions))
      }
      const document = await ordersDocument(request, [order], {
        single: true,
        meta: { payment_url: paymentUrl, already_placed: !created },
      })
      return reply.status(created ? 201 : 200).send(document)
    },
  )
}
