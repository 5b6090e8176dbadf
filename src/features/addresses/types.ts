/** A saved address of the signed-in customer (GET /me/addresses). */
export interface Address {
  id: string
  firstName: string
  lastName: string
  company: string | null
  street: string
  city: string
  zip: string
  /** An EU country code (registration's list), CZ by default. */
  country: string
  phoneNumber: string | null
}

/** What an address is saved with. Blank company or phone are sent as null. */
export type AddressFields = Omit<Address, 'id'>
