import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { notFound } from '../../lib/http-error.js'
import { isLocale } from '../../lib/localized.js'
import { translator } from '../../lib/messages.js'
import { findPayment, paymentReturnUrl } from '../../payments/index.js'
import { sandboxPageHtml } from '../../payments/sandbox-page.js'
import { referenceParams } from './params.js'
import { sandboxPageResponse } from '@print-shop/shop-domain/responses/payments'

/** GET /payments/sandbox/{reference}: the sandbox gateway's payment page (HTML, not JSON). */
const route: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/sandbox/:reference',
    { schema: { params: referenceParams, response: sandboxPageResponse } },
    async (request, reply) => {
      const { reference } = request.params
      const found = await findPayment(app.db, 'sandbox', reference)
      if (!found) throw notFound()
      const { config } = app
      // A real gateway is told the shopper's language by the shop: the order's, not the browser's.
      const locale = isLocale(found.order.locale) ? found.order.locale : request.locale
      const html = sandboxPageHtml({
        locale,
        t: translator(locale, config.shop),
        payment: found.payment,
        order: found.order,
        decisionUrl: `${config.publicUrl}/v1/payments/sandbox/${reference}/decision`,
        backUrl: `${paymentReturnUrl(config, found.order)}&payment=${found.payment.status}`,
      })
      return reply
        .header('Content-Type', 'text/html; charset=utf-8')
        .header('Cache-Control', 'no-store')
        .header(
          'Content-Security-Policy',
          `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${config.publicUrl} ${config.siteUrl}; frame-ancestors 'none'; base-uri 'none'`,
        )
        .send(html)
    },
  )
}

export default route
