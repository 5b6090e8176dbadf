import { useSWRConfig } from 'swr'
import type { Language } from '../../../config/languages'
import type { Address } from '../types'
import { addressesKey } from './addresses'

const withAddress = (list: Address[], address: Address) =>
  list.some((saved) => saved.id === address.id)
    ? list.map((saved) => (saved.id === address.id ? address : saved))
    : [...list, address]

/**
 * Puts a saved or changed address into the cached address book at once, then revalidates it: the
 * profile the shopper returns to shows the change instead of the old list for a moment.
 */
export function useStoreAddress() {
  const { mutate } = useSWRConfig()
  return (address: Address, language: Language) =>
    mutate<Address[]>(addressesKey(language), (list) => list && withAddress(list, address))
}
