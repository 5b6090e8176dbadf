import type { couponBody } from '@print-shop/shop-domain/requests/basket'
import type { Static } from 'typebox'
import { apiRequest } from '../../../lib/api-client'
import type { Language } from '../../../config/languages'
import { basketFrom } from './basket-document'
import type { CheckoutBasket } from '../types'

/**
 * POST /baskets/{uuid}/use_coupon: applies a discount code (an empty one removes it) → the
 * repriced basket. A code that cannot be used is a 422 on `coupon_code` saying why.
 */
export async function applyCoupon(
  uuid: string,
  couponCode: string,
  language: Language,
): Promise<CheckoutBasket> {
  const document = await apiRequest(`/baskets/${uuid}/use_coupon`, {
    method: 'POST',
    body: { coupon_code: couponCode || null } satisfies Static<typeof couponBody>,
    language,
  })
  return basketFrom(document)
}
