import useSWR from 'swr'
import { apiRequest } from '../../../lib/api-client'
import type { DeliveryMethodsDocument } from '@print-shop/shop-domain/responses/delivery'
import { flatten } from '../../../lib/jsonapi'
import type { Language } from '../../../config/languages'
import type { DeliveryMethod } from '../types'
import { reshapeDeliveryMethod } from '../../basket'

/**
 * GET /delivery_methods: the methods a shopper may choose, in the language's currency; with a
 * country (an EU code), only those that deliver there.
 */
export async function getDeliveryMethods(
  language: Language,
  country?: string,
): Promise<DeliveryMethod[]> {
  const query = country ? `?filter[country]=${encodeURIComponent(country)}` : ''
  const document = await apiRequest<DeliveryMethodsDocument>(`/delivery_methods${query}`, {
    language,
  })
  return flatten(document).map(reshapeDeliveryMethod)
}

export function useDeliveryMethods(language: Language, country?: string) {
  return useSWR(
    ['delivery-methods', language, country ?? ''],
    () => getDeliveryMethods(language, country),
    // Another country's methods replace the list when they come, without an empty list between.
    { keepPreviousData: true },
  )
}
