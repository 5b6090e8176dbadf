import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { shopResponse } from '@print-shop/shop-domain/responses/shop'
import { document } from '../../lib/jsonapi.js'
import { shopFactsResource } from '../../shop/facts.js'

/**
 * GET /shop: who runs the shop and what it promises (company, contacts, bank accounts, VAT, free
 * delivery, production and transit times, print-quality thresholds). Public; the storefront's build
 * reads it, so every page states what the e-mails and QR payments use.
 */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/', { schema: { response: shopResponse } }, async () =>
    document(await shopFactsResource(app.config, app.db)),
  )
}

export default routes
