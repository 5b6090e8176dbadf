import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { useCoupon } from '../../basket/changes.js'
import { normaliseCode } from '../../basket/coupons.js'
import { couponBody } from '@print-shop/shop-domain/requests/basket'
import { basketParams } from '../../basket/schemas.js'
import { currentBasketDocument } from './respond.js'
import { basketResponse } from '@print-shop/shop-domain/responses/basket'

/**
 * POST /baskets/{uuid}/use_coupon: applies a discount code to the basket, or removes it with null
 * or an empty code. A code that does not exist, is not valid now or is used up (in all, or by the
 * signed-in shopper) is one and the same 422 on coupon_code; a code valid now says when the basket
 * is too small for it or has nothing it applies to. Checkout checks it all again.
 */
const route: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/:uuid/use_coupon',
    {
      schema: { params: basketParams, body: couponBody, response: basketResponse },
      // Codes are short: an address that tries many is stopped.
      config: { rateLimit: app.config.rateLimits.useCoupon },
    },
    async (request) => {
      const code = normaliseCode(request.body.coupon_code ?? '')
      const basket = await useCoupon(app.db, request, request.params.uuid, code)
      return currentBasketDocument(request, basket)
    },
  )
}

export default route
