import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { MAX_BASKET_VALUE } from '../../basket/configuration.js'
import { inTransaction } from '../../db/dry-run.js'
import {
  changeCustomRate,
  changePaperSurcharge,
  changeSizePrice,
  ownerPriceList,
} from '../../pricing/price-changes.js'
import { rowId, withDefault } from '@print-shop/shop-domain/schema'
import { ownerResponse } from '@print-shop/shop-domain/responses/owner'

/** Most surcharge a paper may carry, in percent. */
const MAX_SURCHARGE_PERCENT = 300

const slug = () => Type.String({ minLength: 1, maxLength: 100, pattern: '^[a-z0-9-]+$' })
/** An amount in minor units, no larger than a whole basket may be worth. */
const amount = (minimum: number, currency: keyof typeof MAX_BASKET_VALUE) =>
  Type.Optional(Type.Integer({ minimum, maximum: MAX_BASKET_VALUE[currency] }))
const dryRunQuery = Type.Object({ dry_run: withDefault(Type.Boolean({ default: false })) })

/**
 * /owner/prices: the price list (`GET ?layout=`), and changes to a standard size's price
 * (`PATCH /sizes/{id}`), a paper's surcharge (`PATCH /papers/{slug}`) and a layout's custom-size
 * rate (`PATCH /layouts/{slug}/custom`). A change answers what it changed, before and after, with
 * the catalogue's "from" price before and after and how many pictures were repriced.
 */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/',
    {
      schema: {
        response: ownerResponse,
        querystring: Type.Object({ layout: Type.Optional(slug()) }),
      },
    },
    async (request) => ({
      data: await ownerPriceList(app.db, request.locale, request.query.layout),
    }),
  )

  app.patch(
    '/sizes/:id',
    {
      schema: {
        response: ownerResponse,
        params: Type.Object({ id: rowId() }),
        querystring: dryRunQuery,
        body: Type.Object(
          { price_czk: amount(1, 'CZK'), price_eur: amount(1, 'EUR') },
          { additionalProperties: false },
        ),
      },
    },
    async (request) => {
      const { dry_run: dryRun } = request.query
      const change = await inTransaction(app.db, dryRun, (tx) =>
        changeSizePrice(tx, request.params.id, request.body),
      )
      return { data: { ...change, dry_run: dryRun } }
    },
  )

  app.patch(
    '/papers/:slug',
    {
      schema: {
        response: ownerResponse,
        params: Type.Object({ slug: slug() }),
        querystring: dryRunQuery,
        body: Type.Object(
          {
            surcharge_percent: Type.Integer({ minimum: 0, maximum: MAX_SURCHARGE_PERCENT }),
          },
          { additionalProperties: false },
        ),
      },
    },
    async (request) => {
      const { dry_run: dryRun } = request.query
      const change = await inTransaction(app.db, dryRun, (tx) =>
        changePaperSurcharge(tx, request.params.slug, request.body.surcharge_percent),
      )
      return { data: { ...change, dry_run: dryRun } }
    },
  )

  app.patch(
    '/layouts/:slug/custom',
    {
      schema: {
        response: ownerResponse,
        params: Type.Object({ slug: slug() }),
        querystring: dryRunQuery,
        body: Type.Object(
          {
            base_czk: amount(0, 'CZK'),
            base_eur: amount(0, 'EUR'),
            per_square_metre_czk: amount(1, 'CZK'),
            per_square_metre_eur: amount(1, 'EUR'),
          },
          { additionalProperties: false },
        ),
      },
    },
    async (request) => {
      const { dry_run: dryRun } = request.query
      const change = await inTransaction(app.db, dryRun, (tx) =>
        changeCustomRate(tx, request.params.slug, request.body),
      )
      return { data: { ...change, dry_run: dryRun } }
    },
  )
}

export default routes
