import useSWR from 'swr'
import { apiRequest } from '../../../lib/api-client'
import { flatten, type JsonApiDocument, type Resource } from '../../../lib/jsonapi'
import type { Language } from '../../../config/languages'
import type { SavedAddress } from '../types'

/** GET /me/addresses: the signed-in shopper's saved addresses. */
export async function getAddresses(language: Language): Promise<SavedAddress[]> {
  const document = await apiRequest<JsonApiDocument<Resource[]>>('/me/addresses', { language })
  return flatten<SavedAddress>(document)
}

export function useAddresses(language: Language) {
  return useSWR(['me-addresses', language], () => getAddresses(language), {
    shouldRetryOnError: false,
  })
}
