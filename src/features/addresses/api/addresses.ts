import useSWR, { useSWRConfig } from 'swr'
import { apiRequest } from '../../../lib/api-client'
import { flatten, type JsonApiDocument, type Resource } from '../../../lib/jsonapi'
import type { Language } from '../../../config/languages'
import type { Address, AddressFields } from '../types'

/** The SWR key of the address book; every change revalidates it. */
export const addressesKey = (language: Language) => ['me-addresses', language] as const

/** GET /me/addresses: the signed-in customer's saved addresses, oldest first. */
export async function getAddresses(language: Language): Promise<Address[]> {
  const document = await apiRequest<JsonApiDocument<Resource[]>>('/me/addresses', { language })
  return flatten<Address>(document)
}

export function useAddresses(language: Language) {
  return useSWR(addressesKey(language), () => getAddresses(language), {
    shouldRetryOnError: false,
  })
}

/** POST /me/addresses → the saved address (422 with field errors when invalid). */
export async function createAddress(fields: AddressFields, language: Language): Promise<Address> {
  const document = await apiRequest<JsonApiDocument<Resource>>('/me/addresses', {
    method: 'POST',
    body: fields,
    language,
  })
  return flatten<Address>(document)
}

/** PATCH /me/addresses/{id} → the changed address (404 when it is not the customer's). */
export async function updateAddress(
  id: string,
  fields: Partial<AddressFields>,
  language: Language,
): Promise<Address> {
  const document = await apiRequest<JsonApiDocument<Resource>>(`/me/addresses/${id}`, {
    method: 'PATCH',
    body: fields,
    language,
  })
  return flatten<Address>(document)
}

/** DELETE /me/addresses/{id} → 204. */
export async function deleteAddress(id: string, language: Language): Promise<void> {
  await apiRequest(`/me/addresses/${id}`, { method: 'DELETE', language })
}

/** Revalidates the address book after a change, wherever it is shown. */
export function useRevalidateAddresses() {
  const { mutate } = useSWRConfig()
  return (language: Language) => mutate(addressesKey(language))
}
