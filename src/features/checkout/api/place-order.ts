import type { checkoutBody } from '@print-shop/shop-domain/requests/basket'
import type { Static } from 'typebox'
import { apiRequest } from '../../../lib/api-client'
import type { OrderDocument, orderResource } from '@print-shop/shop-domain/responses/orders'
import { flatten } from '../../../lib/jsonapi'
import type { Language } from '../../../config/languages'
import { reshapeOrder, type Order } from '../../orders'

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
  const document = await apiRequest<OrderDocument>(`/baskets/${uuid}/checkout`, {
    method: 'POST',
    body: {
      terms_accepted: true,
      expected_total: expectedTotal,
    } satisfies Static<typeof checkoutBody>,
    language,
  })
  return {
    order: reshapeOrder(flatten<typeof orderResource>(document)),
    paymentUrl: document.meta?.payment_url ?? null,
  }
}
