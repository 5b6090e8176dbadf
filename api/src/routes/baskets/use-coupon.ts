import type { FastifyInstance } from 'fastify'
import { eq } from 'drizzle-orm'
import { openBasketForChange, priceBasket } from '../../basket/basket.js'
import {
  COUPON_NOT_VALID,
  couponProblem,
  customerLimitReached,
  normaliseCode,
} from '../../basket/coupons.js'
import { baskets, coupons } from '../../db/schema.js'
import { invalid } from '../../lib/http-error.js'
import { currentBasketDocument } from './respond.js'
import { basketParams, type BasketParams } from './schemas.js'

const body = {
  type: 'object',
  additionalProperties: false,
  required: ['coupon_code'],
  properties: { coupon_code: { type: ['string', 'null'], maxLength: 50 } },
} as const

/**
 * POST /baskets/{uuid}/use_coupon: applies a discount code to the basket, or removes it with null
 * or an empty code. A code that does not exist, is not valid now or is used up (in all, or by the
 * signed-in shopper) is one and the same 422 on coupon_code; a code valid now says when the basket
 * is too small for it or has nothing it applies to. Checkout checks it all again.
 */
export default async function useCoupon(app: FastifyInstance) {
  app.post<{ Params: BasketParams; Body: { coupon_code: string | null } }>(
    '/:uuid/use_coupon',
    {
      schema: { params: basketParams, body },
      // Codes are short: an address that tries many is stopped.
      config: { rateLimit: app.config.rateLimits.useCoupon },
    },
    async (request) => {
      const code = normaliseCode(request.body.coupon_code ?? '')
      const basket = await app.db.transaction(async (tx) => {
        const basket = await openBasketForChange(tx, request, request.params.uuid)
        let couponId: number | null = null
        if (code) {
          // Priced first, so that a code that does not exist takes as long as one that does.
          const priced = await priceBasket(tx, basket)
          const [coupon] = await tx.select().from(coupons).where(eq(coupons.code, code))
          if (!coupon) throw invalid('coupon_code', COUPON_NOT_VALID.key)
          const problem =
            basket.userId !== null && (await customerLimitReached(tx, coupon, basket.userId))
              ? COUPON_NOT_VALID
              : couponProblem(coupon, priced.lines, priced.currency, new Date())
          if (problem) throw invalid('coupon_code', problem.key, problem.vars)
          couponId = coupon.id
        }
        const [updated] = await tx
          .update(baskets)
          .set({ couponId, updatedAt: new Date() })
          .where(eq(baskets.id, basket.id))
          .returning()
        return updated!
      })
      return currentBasketDocument(request, basket)
    },
  )
}
