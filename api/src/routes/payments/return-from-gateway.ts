import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { HttpError, notFound } from '../../lib/http-error.js'
import { oneOf } from '@print-shop/shop-domain/schema'
import { findPayment, paymentReturnUrl } from '../../payments/index.js'
import { GatewayUnavailableError } from '../../payments/gateway.js'
import { settleFromGateway } from '../../orders/settle-payment.js'
import { backToShopResponse } from '@print-shop/shop-domain/responses/payments'

/**
 * GET /payments/return/{gateway}?id=: where GoPay (its return_url) and ComGate (the return URL set
 * in its portal) send the shopper back. The shop asks the gateway for the payment's status right
 * away, so the completion page shows the confirmed state even before the notification arrives, then
 * sends the shopper on to it (303). A gateway that does not answer leaves the payment as it was.
 */
const route: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/return/:gateway',
    {
      schema: {
        params: Type.Object({ gateway: oneOf(['gopay', 'comgate']) }),
        querystring: Type.Object({ id: Type.String({ pattern: '^[A-Za-z0-9-]{1,64}$' }) }),
        response: backToShopResponse,
      },
    },
    async (request, reply) => {
      const { gateway } = request.params
      const reference = request.query.id
      try {
        await settleFromGateway(app, gateway, reference)
      } catch (error) {
        if (error instanceof GatewayUnavailableError)
          app.log.error({ err: error, gateway, reference }, 'payment status query failed')
        // A report that does not match its order (409) is logged and leaves the order unpaid.
        else if (!(error instanceof HttpError && error.statusCode === 409)) throw error
      }
      const found = await findPayment(app.db, gateway, reference)
      if (!found) throw notFound()
      return reply.redirect(
        `${paymentReturnUrl(app.config, found.order)}&payment=${found.payment.status}`,
        303,
      )
    },
  )
}

export default route
