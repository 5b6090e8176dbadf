import { apiRequest } from '../../../lib/api-client'
import type { Language } from '../../../config/languages'
import { basketFrom, contactDetailsBody } from '../../basket'
import type { CheckoutBasket, ContactDetails } from '../types'

export type DetailsKind = 'billing' | 'shipping'

/**
 * POST /baskets/{uuid}/{kind}_details the first time, PATCH once the basket has them (the API
 * answers PATCH with 404 when there is nothing to change).
 */
export async function saveDetails(
  uuid: string,
  kind: DetailsKind,
  details: ContactDetails,
  exists: boolean,
  language: Language,
): Promise<CheckoutBasket> {
  const document = await apiRequest(`/baskets/${uuid}/${kind}_details`, {
    method: exists ? 'PATCH' : 'POST',
    body: contactDetailsBody(details),
    language,
  })
  return basketFrom(document)
}

/** DELETE /baskets/{uuid}/shipping_details: the goods go to the billing address again. */
export async function removeShippingDetails(
  uuid: string,
  language: Language,
): Promise<CheckoutBasket> {
  const document = await apiRequest(`/baskets/${uuid}/shipping_details`, {
    method: 'DELETE',
    language,
  })
  return basketFrom(document)
}
