/** A saved address of the signed-in customer (GET /me/addresses), flattened. */
export interface Address {
  id: string
  first_name: string
  last_name: string
  company: string | null
  street: string
  city: string
  zip: string
  /** An EU country code (registration's list), CZ by default. */
  country: string
  phone_number: string | null
}

/** What POST and PATCH /me/addresses take. Blank company or phone are sent as null. */
export type AddressFields = Omit<Address, 'id'>
