import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { settleNotified } from './settle-or-unavailable.js'
import { notificationTakenResponse } from '@print-shop/shop-domain/responses/payments'

/**
 * GET /payments/notify/gopay?id=: GoPay's notification that a payment changed (an HTTP GET of the
 * payment's notification_url, https://doc.gopay.com "Notification"). It names the payment only; the
 * shop asks GoPay's status API and settles from that answer. Any 200 acknowledges it.
 */
const route: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/notify/gopay',
    {
      schema: {
        querystring: Type.Object({ id: Type.String({ pattern: '^[0-9]{1,20}$' }) }),
        response: notificationTakenResponse,
      },
    },
    async (request) => {
      await settleNotified(app, 'gopay', request.query.id)
      return { ok: true }
    },
  )
}

export default route
