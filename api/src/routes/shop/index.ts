import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import type { JsonApiDocument } from '../../lib/jsonapi.js'
import { document } from '../../lib/jsonapi.js'
import { shopFactsResource } from '../../shop/facts.js'

const days = Type.Union([Type.Object({ min: Type.Integer(), max: Type.Integer() }), Type.Null()])
const account = Type.Object({
  holder: Type.String(),
  account: Type.Union([Type.String(), Type.Null()]),
  iban: Type.String(),
  bic: Type.String(),
})
const money = Type.Union([Type.Integer(), Type.Null()])

/** The shop's facts, every one of them listed: fast-json-stringify writes only what a schema names. */
const shopDocument = Type.Unsafe<JsonApiDocument>(
  Type.Object({
    data: Type.Object({
      type: Type.Literal('shop'),
      id: Type.String(),
      attributes: Type.Object({
        name: Type.String(),
        company_name: Type.String(),
        company_id: Type.String(),
        vat_id: Type.Union([Type.String(), Type.Null()]),
        address: Type.String(),
        registry: Type.Union([Type.String(), Type.Null()]),
        managing_directors: Type.String(),
        phone: Type.String(),
        email: Type.String(),
        website: Type.String(),
        bank_accounts: Type.Object({ czk: account, eur: account }),
        payment_due_days: Type.Integer(),
        vat_rate_percent: Type.Number(),
        free_delivery_from: Type.Object({ czk: money, eur: money }),
        production_days: days,
        transit_days: days,
        print_quality: Type.Object({ good_dpi: Type.Integer(), acceptable_dpi: Type.Integer() }),
        own_photos: Type.Object({ max_megabytes: Type.Integer(), keep_days: Type.Integer() }),
      }),
    }),
  }),
)

/**
 * GET /shop: who runs the shop and what it promises (company, contacts, bank accounts, VAT, free
 * delivery, production and transit times, print-quality thresholds). Public; the storefront's build
 * reads it, so every page states what the e-mails and QR payments use.
 */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/', { schema: { response: { 200: shopDocument } } }, async () =>
    document(await shopFactsResource(app.config, app.db)),
  )
}

export default routes
