import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { settleNotified } from './settle-or-unavailable.js'
import { comgateNotificationResponse } from '@print-shop/shop-domain/responses/payments'

/**
 * POST /payments/notify/comgate: ComGate's push notification (a form POST to the URL set in its
 * client portal, https://apidoc.comgate.cz "Předání výsledku platby"). It carries a status, but the
 * shop believes only ComGate's /status answer for the named transId. ComGate expects
 * `code=0&message=OK` back.
 */
const route: FastifyPluginAsyncTypebox = async (app) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 8 * 1024 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  )

  app.post(
    '/notify/comgate',
    {
      // ComGate calls from its servers; the status query, not a session, decides.
      config: { csrf: false },
      schema: {
        body: Type.Object({ transId: Type.String({ pattern: '^[A-Za-z0-9-]{1,64}$' }) }),
        response: comgateNotificationResponse,
      },
    },
    async (request, reply) => {
      await settleNotified(app, 'comgate', request.body.transId)
      return reply
        .header('Content-Type', 'application/x-www-form-urlencoded')
        .send('code=0&message=OK')
    },
  )
}

export default route
