import type { itemChangesBody } from '@print-shop/shop-domain/requests/basket'
import type { Static } from 'typebox'
import { apiRequest } from '../../../lib/api-client'
import type { Language } from '../../../config/languages'
import { basketFrom } from './basket-document'
import type { CheckoutBasket } from '../types'

/** PATCH /baskets/{uuid}/basket_items/{id} with a new quantity → the repriced basket. */
export async function updateBasketItemQuantity(
  uuid: string,
  itemId: string,
  quantity: number,
  language: Language,
): Promise<CheckoutBasket> {
  const document = await apiRequest(`/baskets/${uuid}/basket_items/${itemId}`, {
    method: 'PATCH',
    body: { quantity } satisfies Static<typeof itemChangesBody>,
    language,
  })
  return basketFrom(document)
}
