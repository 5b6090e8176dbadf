import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { MAX_QUANTITY } from '@print-shop/shop-domain/basket-items'
import { idParams } from '../../../catalogue/query-schemas.js'
import { notFound } from '../../../lib/http-error.js'
import { document, resource } from '../../../lib/jsonapi.js'
import { ownOrder } from '../../../orders/own-orders.js'
import {
  withdrawalAcknowledgementMail,
  withdrawalOwnerMail,
} from '../../../orders/withdrawal-mails.js'
import { declareWithdrawal, withdrawalAttributes } from '../../../orders/withdrawals.js'
import { withdrawalResponse } from '@print-shop/shop-domain/responses/orders'

const body = Type.Object(
  {
    items: Type.Array(
      Type.Object(
        {
          order_item_id: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }),
          quantity: Type.Integer({ minimum: 1, maximum: MAX_QUANTITY }),
        },
        { additionalProperties: false },
      ),
      { minItems: 1, maxItems: 50 },
    ),
  },
  { additionalProperties: false },
)

/**
 * POST /me/orders/{id}/withdrawals {items: [{order_item_id, quantity}]}: the consumer withdraws from
 * these prints of their own order (the withdrawal function of Directive (EU) 2023/2673). 201 with
 * the withdrawal, then the acknowledgement to the shopper and a notice to the shop; 422 with the
 * fields when a print cannot be withdrawn from (nothing is written), 404 for anyone else's order.
 */
const route: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/:id/withdrawals',
    { schema: { params: idParams, body, response: withdrawalResponse } },
    async (request, reply) => {
      const own = await ownOrder(app.db, request.userId, request.params.id)
      if (!own) throw notFound()
      const { order, withdrawal, items } = await declareWithdrawal(
        app.db,
        own.id,
        request.body.items,
        {
          locale: request.locale,
        },
      )
      // The withdrawal stands once recorded; a mail that fails is logged for the owner to resend.
      for (const mail of [
        withdrawalAcknowledgementMail(app.config, order, withdrawal, items),
        withdrawalOwnerMail(app.config, order, withdrawal, items),
      ])
        await app.mailer.send(mail).catch((error: unknown) => {
          request.log.error({ err: error, withdrawalId: withdrawal.id }, 'withdrawal mail not sent')
        })
      const { id, ...attributes } = withdrawalAttributes(withdrawal)
      return reply.status(201).send(document(resource('withdrawals', id, attributes)))
    },
  )
}

export default route
