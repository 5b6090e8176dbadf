import { apiRequest } from '../../../lib/api-client'
import type { BasketDocument } from '@print-shop/shop-domain/responses/basket'
import type { Language } from '../../../config/languages'

/**
 * POST /baskets: a basket for this visitor, in the language's currency (a signed-in shopper with an
 * open basket gets that one back). Answers with its uuid; keep it with `setBasketUuid`.
 */
export async function createBasket(language: Language): Promise<string> {
  const document = await apiRequest<BasketDocument>('/baskets', {
    method: 'POST',
    language,
  })
  return String(document.data.id)
}
