import useSWR from 'swr'
import { apiRequest } from '../../../lib/api-client'
import { flatten, type JsonApiDocument, type Resource } from '../../../lib/jsonapi'
import type { Language } from '../../../config/languages'
import type { DeliveryMethod } from '../types'

/** GET /delivery_methods: the methods a shopper may choose, in the language's currency. */
export async function getDeliveryMethods(language: Language): Promise<DeliveryMethod[]> {
  const document = await apiRequest<JsonApiDocument<Resource[]>>('/delivery_methods', { language })
  return flatten<DeliveryMethod>(document)
}

export function useDeliveryMethods(language: Language) {
  return useSWR(['delivery-methods', language], () => getDeliveryMethods(language), {
    shouldRetryOnError: false,
  })
}
