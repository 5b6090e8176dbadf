import { apiRequest } from '../../../lib/api-client'
import type { Language } from '../../../config/languages'
import { basketFrom } from './basket-document'
import type { CheckoutBasket } from '../types'

/** DELETE /baskets/{uuid}/basket_items/{id} → the basket without the item. */
export async function removeBasketItem(
  uuid: string,
  itemId: string,
  language: Language,
): Promise<CheckoutBasket> {
  const document = await apiRequest(`/baskets/${uuid}/basket_items/${itemId}`, {
    method: 'DELETE',
    language,
  })
  return basketFrom(document)
}
