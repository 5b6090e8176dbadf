import { apiRequest } from '../../../lib/api-client'
import type { Language } from '../../../config/languages'
import { basketFrom } from './get-basket'
import type { CheckoutBasket } from '../types'

/** The most pieces of one print in one basket line (the API's MAX_QUANTITY). */
export const MAX_QUANTITY = 100

/** PATCH /baskets/{uuid}/basket_items/{id} with a new quantity → the repriced basket. */
export async function updateBasketItemQuantity(
  uuid: string,
  itemId: string,
  quantity: number,
  language: Language,
): Promise<CheckoutBasket> {
  const document = await apiRequest(`/baskets/${uuid}/basket_items/${itemId}`, {
    method: 'PATCH',
    body: { quantity },
    language,
  })
  return basketFrom(document)
}
