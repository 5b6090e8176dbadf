import type { FastifyPluginAsync } from 'fastify'
import { notFound } from '../../lib/http-error.js'
import { paymentGateway } from '../../payments/index.js'
import { settlePayment } from '../../payments/settle.js'

/**
 * POST /payments/callback/{gateway}: the gateway tells the shop a payment's outcome. The signature
 * covers the exact bytes sent, so this route keeps the body raw and leaves parsing to the gateway.
 * A repeated callback answers 200 again and changes nothing; one whose amount, currency or order
 * number differs from the order answers 409 and changes nothing.
 */
const route: FastifyPluginAsync = async (app) => {
  app.removeContentTypeParser('application/json')
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: 16 * 1024 },
    (_request, body, done) => done(null, body),
  )

  app.post<{ Params: { gateway: string } }>(
    '/callback/:gateway',
    {
      // The gateway calls from its servers: the signature, not a session, proves who it is.
      config: { csrf: false },
      schema: {
        params: {
          type: 'object',
          properties: { gateway: { type: 'string', maxLength: 40 } },
          required: ['gateway'],
        },
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
