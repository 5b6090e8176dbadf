// The addresses feature's public entry. Checkout offers the saved addresses and validates a
// delivery address with the same rules as the address book.
export { useAddresses } from './api/addresses'
export { addressSchema } from './schemas'
export type { Address } from './types'
