import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { notFound } from '../../lib/http-error.js'
import { paymentGateway } from '../../payments/index.js'
import { settlePayment } from '../../payments/settle.js'

/**
 * POST /payments/callback/{gateway}: the gateway tells the shop a payment's outcome. The signature
 * covers the exact bytes sent, so this route keeps the body raw and leaves parsing to the gateway.
 * A repeated callback answers 200 again and changes nothing; one whose amount, currency or order
 * number differs from the order answers 409 and changes nothing.
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
      // The gateway calls from its servers: the signature, not a session, proves who it is.
      config: { csrf: false },
      schema: {
        params: Type.Object({ gateway: Type.String({ maxLength: 40 }) }),
      },
    },
    async (request) => {
      const gateway = paymentGateway(app)
      if (request.params.gateway !== gateway.name) throw notFound()
      await settlePayment(app, await gateway.verifyCallback(request.headers, request.body))
      return { ok: true }
    },
  )
}

export default route
