import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { MAX_BASKET_VALUE } from '../../basket/configuration.js'
import { createCoupon, expireCoupon, listCoupons } from '../../coupons/owner-coupons.js'
import { inTransaction } from '../../db/dry-run.js'
import { withDefault } from '@print-shop/shop-domain/schema'
import { ownerChangeResponse, ownerResponse } from '@print-shop/shop-domain/responses/owner'

const amount = (currency: keyof typeof MAX_BASKET_VALUE) =>
  Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_BASKET_VALUE[currency] }))
const count = () => Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000 }))
const dryRunQuery = Type.Object({ dry_run: withDefault(Type.Boolean({ default: false })) })

const newCouponBody = Type.Object(
  {
    code: Type.String({ minLength: 1, maxLength: 50 }),
    percent_off: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
    amount_off_czk: amount('CZK'),
    amount_off_eur: amount('EUR'),
    layout_slugs: Type.Optional(
      Type.Array(Type.String({ minLength: 1, maxLength: 100 }), { maxItems: 50 }),
    ),
    minimum_order_czk: amount('CZK'),
    minimum_order_eur: amount('EUR'),
    valid_from: Type.Optional(Type.String({ format: 'date-time' })),
    valid_until: Type.Optional(Type.String({ format: 'date-time' })),
    usage_limit: count(),
    max_uses_per_customer: count(),
  },
  { additionalProperties: false },
)

/**
 * /owner/coupons: the discount codes (`GET`, `?all=true` with the expired and stopped ones), a new
 * code (`POST`, a percentage or a fixed amount in both currencies) and stopping one now
 * (`POST /{code}/expire`).
 */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/',
    {
      schema: {
        response: ownerResponse,
        querystring: Type.Object({ all: withDefault(Type.Boolean({ default: false })) }),
      },
    },
    async (request) => ({ data: await listCoupons(app.db, request.query.all) }),
  )

  app.post(
    '/',
    { schema: { response: ownerChangeResponse, querystring: dryRunQuery, body: newCouponBody } },
    async (request, reply) => {
      const { dry_run: dryRun } = request.query
      const coupon = await inTransaction(app.db, dryRun, (tx) => createCoupon(tx, request.body))
      return reply.status(dryRun ? 200 : 201).send({ data: { coupon, dry_run: dryRun } })
    },
  )

  app.post(
    '/:code/expire',
    {
      schema: {
        response: ownerResponse,
        params: Type.Object({ code: Type.String({ minLength: 1, maxLength: 50 }) }),
        querystring: dryRunQuery,
      },
    },
    async (request) => {
      const { dry_run: dryRun } = request.query
      const result = await inTransaction(app.db, dryRun, (tx) =>
        expireCoupon(tx, request.params.code),
      )
      return { data: { ...result, dry_run: dryRun } }
    },
  )
}

export default routes
