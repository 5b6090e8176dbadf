import type { basketChangesBody } from '@print-shop/shop-domain/requests/basket'
import type { Static } from 'typebox'
import { apiRequest } from '../../../lib/api-client'
import type { BasketDocument, basketResource } from '@print-shop/shop-domain/responses/basket'
import { flatten } from '../../../lib/jsonapi'
import type { Language } from '../../../config/languages'
import type { CheckoutBasket } from '../types'
import { reshapeCheckoutBasket } from './reshape-checkout-basket'

/**
 * Every basket call answers with the whole basket document, checkout's choices included: this reads
 * it. The basket page and checkout share one SWR entry, so it holds the whole basket.
 */
export function basketFrom(document: unknown): CheckoutBasket {
  return reshapeCheckoutBasket(flatten<typeof basketResource>(document as BasketDocument))
}

/** GET /baskets/{uuid}: the basket with items, delivery, coupon and totals (404 when unknown). */
export async function getBasket(uuid: string, language: Language): Promise<CheckoutBasket> {
  return basketFrom(await apiRequest(`/baskets/${uuid}`, { language }))
}

/**
 * PATCH /baskets/{uuid} with the page's language, which sets the basket's currency: a basket begun
 * in Czech and carried on in English is priced in euros, as the English pages show every price.
 */
export async function setBasketLanguage(uuid: string, language: Language): Promise<CheckoutBasket> {
  const body: Static<typeof basketChangesBody> = { locale: language }
  return basketFrom(await apiRequest(`/baskets/${uuid}`, { method: 'PATCH', body, language }))
}
