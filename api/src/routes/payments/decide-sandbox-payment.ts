import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { notFound } from '../../lib/http-error.js'
import { oneOf } from '@print-shop/shop-domain/schema'
import { findPayment, paymentReturnUrl } from '../../payments/index.js'
import {
  SANDBOX_SIGNATURE_HEADER,
  sandboxCallbackBody,
  sandboxSignature,
} from '../../payments/sandbox.js'
import { referenceParams } from './params.js'
import { backToShopResponse } from '@print-shop/shop-domain/responses/payments'

/**
 * POST /payments/sandbox/{reference}/decision: the sandbox page's form. The sandbox then does what a
 * real gateway does: it calls the shop back with a signed message and sends the shopper back to the
 * shop (303), with the payment's outcome.
 */
const route: FastifyPluginAsyncTypebox = async (app) => {
  // A plain HTML form posts urlencoded; only this route reads that, and only a few bytes of it.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  )

  app.post(
    '/sandbox/:reference/decision',
    {
      // The gateway's own page posts here, not the storefront: there is no shop CSRF token.
      config: { csrf: false },
      schema: {
        params: referenceParams,
        body: Type.Object({ status: oneOf(['paid', 'cancelled']) }),
        response: backToShopResponse,
      },
    },
    async (request, reply) => {
      const { reference } = request.params
      const found = await findPayment(app.db, 'sandbox', reference)
      if (!found) throw notFound()

      const payload = sandboxCallbackBody(found.payment, found.order.number, request.body.status)
      const callback = await app.inject({
        method: 'POST',
        url: '/v1/payments/callback/sandbox',
        headers: {
          'content-type': 'application/json',
          [SANDBOX_SIGNATURE_HEADER]: sandboxSignature(app.config.payments.sandboxSecret, payload),
        },
        payload,
      })
      if (callback.statusCode !== 200)
        throw new Error(`sandbox callback answered ${callback.statusCode}: ${callback.body}`)

      // The payment's real state: a stale page cannot cancel a payment that is already paid.
      const settled = await findPayment(app.db, 'sandbox', reference)
      if (!settled) throw notFound()
      return reply.redirect(
        `${paymentReturnUrl(app.config, settled.order)}&payment=${settled.payment.status}`,
        303,
      )
    },
  )
}

export default route
