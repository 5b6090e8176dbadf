import type { EuCountry } from '@print-shop/shop-domain/countries'
import type { addressChangesBody } from '@print-shop/shop-domain/requests/addresses'
import useSWR, { useSWRConfig } from 'swr'
import type { Static } from 'typebox'
import { apiRequest } from '../../../lib/api-client'
import type {
  AddressDocument,
  AddressesDocument,
  AddressResource,
} from '@print-shop/shop-domain/responses/accounts'
import { flatten, pick, type Flat } from '../../../lib/jsonapi'
import type { Language } from '../../../config/languages'
import type { Address, AddressFields } from '../types'

/** A saved address as the API sends it (JSON:API, flattened). */
export type FlatAddress = Flat<AddressResource>

export function reshapeAddress(address: FlatAddress): Address {
  return pick(address, [
    'id',
    'firstName',
    'lastName',
    'company',
    'street',
    'city',
    'zip',
    'country',
    'phoneNumber',
  ])
}

/**
 * The fields given, as the API's body (only those given: PATCH changes just them; POST sends them
 * all). The country select offers the EU's codes only; the API checks the code all the same.
 */
function addressBody(fields: Partial<AddressFields>): Static<typeof addressChangesBody> {
  return {
    ...(fields.firstName !== undefined && { first_name: fields.firstName }),
    ...(fields.lastName !== undefined && { last_name: fields.lastName }),
    ...(fields.company !== undefined && { company: fields.company }),
    ...(fields.street !== undefined && { street: fields.street }),
    ...(fields.city !== undefined && { city: fields.city }),
    ...(fields.zip !== undefined && { zip: fields.zip }),
    ...(fields.country !== undefined && { country: fields.country as EuCountry }),
    ...(fields.phoneNumber !== undefined && { phone_number: fields.phoneNumber }),
  }
}

/** The SWR key of the address book; every change revalidates it. */
export const addressesKey = (language: Language) => ['me-addresses', language] as const

/** GET /me/addresses: the signed-in customer's saved addresses, oldest first. */
export async function getAddresses(language: Language): Promise<Address[]> {
  const document = await apiRequest<AddressesDocument>('/me/addresses', { language })
  return flatten(document).map(reshapeAddress)
}

export function useAddresses(language: Language) {
  return useSWR(addressesKey(language), () => getAddresses(language))
}

/** POST /me/addresses → the saved address (422 with field errors when invalid). */
export async function createAddress(fields: AddressFields, language: Language): Promise<Address> {
  const document = await apiRequest<AddressDocument>('/me/addresses', {
    method: 'POST',
    body: addressBody(fields),
    language,
  })
  return reshapeAddress(flatten(document))
}

/** PATCH /me/addresses/{id} → the changed address (404 when it is not the customer's). */
export async function updateAddress(
  id: string,
  fields: Partial<AddressFields>,
  language: Language,
): Promise<Address> {
  const document = await apiRequest<AddressDocument>(`/me/addresses/${id}`, {
    method: 'PATCH',
    body: addressBody(fields),
    language,
  })
  return reshapeAddress(flatten(document))
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
