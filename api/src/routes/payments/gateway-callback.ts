import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { notFound } from '../../lib/http-error.js'
import { verifySandboxCallback } from '../../payments/sandbox.js'
import { settlePayment } from '../../orders/settle-payment.js'
import { notificationTakenResponse } from '@print-shop/shop-domain/responses/payments'

/**
 * POST /payments/callback/sandbox: the sandbox gateway tells the shop a payment's outcome in a signed
 * message. The signature covers the exact bytes sent, so this route keeps the body raw. A repeated
 * callback answers 200 again and changes nothing; one whose amount, currency or order number differs
 * from the order answers 409 and changes nothing.
 */
const route: FastifyPluginAsyncTypebox = async (app) => {
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: 16 * 1024 },
    (_request, body, done) => done(null, body),
  )

  app.post(
    '/callback/:gateway',
    {
      // The sandbox calls from "its servers": the signature, not a session, proves who it is.
      config: { csrf: false },
      schema: {
        params: Type.Object({ gateway: Type.String({ maxLength: 40 }) }),
        response: notificationTakenResponse,
      },
    },
    async (request) => {
      // The other gateways' notifications name a payment only: /payments/notify/{gateway}.
      if (request.params.gateway !== 'sandbox') throw notFound()
      await settlePayment(
        app,
        'sandbox',
        verifySandboxCallback(app.config, request.headers, request.body),
      )
      return { ok: true }
    },
  )
}

export default route
