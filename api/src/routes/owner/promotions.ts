import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { withDefault } from '@print-shop/shop-domain/schema'
import { inTransaction } from '../../db/dry-run.js'
import { createPromotion, endPromotion, listPromotions } from '../../promotions/promotions.js'
import { ownerChangeResponse, ownerResponse } from '@print-shop/shop-domain/responses/owner'

const dryRunQuery = Type.Object({ dry_run: withDefault(Type.Boolean({ default: false })) })

const newPromotionBody = Type.Object(
  {
    slug: Type.String({ minLength: 1, maxLength: 50 }),
    coupon_code: Type.Optional(Type.String({ minLength: 1, maxLength: 50 })),
    starts_at: Type.String({ format: 'date-time' }),
    ends_at: Type.String({ format: 'date-time' }),
    countries: Type.Array(Type.String({ minLength: 1, maxLength: 2 }), { maxItems: 30 }),
    link: Type.String({ minLength: 1, maxLength: 200 }),
  },
  { additionalProperties: false },
)

/**
 * /owner/promotions: the promotions (`GET`, `?all=true` with the ended ones), a new one (`POST`)
 * and ending one now (`POST /{slug}/end`).
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
    async (request) => ({ data: await listPromotions(app.db, request.query.all) }),
  )

  app.post(
    '/',
    { schema: { response: ownerChangeResponse, querystring: dryRunQuery, body: newPromotionBody } },
    async (request, reply) => {
      const { dry_run: dryRun } = request.query
      const promotion = await inTransaction(app.db, dryRun, (tx) =>
        createPromotion(tx, request.body),
      )
      return reply.status(dryRun ? 200 : 201).send({ data: { promotion, dry_run: dryRun } })
    },
  )

  app.post(
    '/:slug/end',
    {
      schema: {
        response: ownerResponse,
        params: Type.Object({ slug: Type.String({ minLength: 1, maxLength: 50 }) }),
        querystring: dryRunQuery,
      },
    },
    async (request) => {
      const { dry_run: dryRun } = request.query
      const result = await inTransaction(app.db, dryRun, (tx) =>
        endPromotion(tx, request.params.slug),
      )
      return { data: { ...result, dry_run: dryRun } }
    },
  )
}

export default routes
