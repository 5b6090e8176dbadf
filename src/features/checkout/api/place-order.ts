import type { checkoutBody } from '@print-shop/shop-domain/requests/basket'
import type { Static } from 'typebox'
import { apiRequest } from '../../../lib/api-client'
import { flatten, type JsonApiDocument, type Resource } from '../../../lib/jsonapi'
import type { Language } from '../../../config/languages'
import { reshapeOrder, type Order, type OrderDocument } from '../../orders'

export interface PlacedOrder {
  order: Order
  /** The gateway's page for card and GoPay orders. */
  paymentUrl: string | null
}

/**
 * POST /baskets/{uuid}/checkout: places the order. `expected_total` is the total the shopper saw:
 * if the basket's total differs the API orders nothing (422).
 */
export async function placeOrder(
  uuid: string,
  expectedTotal: number,
  language: Language,
): Promise<PlacedOrder> {
  const document = await apiRequest<JsonApiDocument<Resource>>(`/baskets/${uuid}/checkout`, {
    method: 'POST',
    body: {
      terms_accepted: true,
      expected_total: expectedTotal,
    } satisfies Static<typeof checkoutBody>,
    language,
  })
  const paymentUrl = document.meta?.payment_url
  return {
    order: reshapeOrder(flatten<OrderDocument>(document)),
    paymentUrl: typeof paymentUrl === 'string' ? paymentUrl : null,
  }
}
