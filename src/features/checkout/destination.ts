import { defaultCountry } from '../../components/form/countries'
import type { CheckoutBasket } from './types'

/**
 * Where the goods go (an EU code), chosen on step 1 so that only the delivery methods serving that
 * country are offered, and carried to step 2 as the country of the address they go to. Kept for the
 * browser tab, per basket: a reload or a step back keeps the choice.
 */
const storageKey = (uuid: string) => `print-shop.checkout.destination.${uuid}`

export function rememberDestination(uuid: string, country: string): void {
  try {
    window.sessionStorage.setItem(storageKey(uuid), country)
  } catch {
    // Storage refused (private mode, quota): the choice still holds on this page.
  }
}

function rememberedDestination(uuid: string): string | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage.getItem(storageKey(uuid))
  } catch {
    return null
  }
}

/**
 * The destination step 1 starts from: the shopper's choice in this tab, else the address the basket
 * already sends to, else the shopper's first saved address, else the country of the language the
 * shop is read in.
 */
export function initialDestination(
  uuid: string,
  basket: CheckoutBasket,
  language: string,
  savedCountry?: string,
): string {
  return knownDestination(uuid, basket) ?? savedCountry ?? defaultCountry(language)
}

/** The destination this basket has been given already, in this tab or by its addresses. */
export function knownDestination(uuid: string, basket: CheckoutBasket): string | null {
  return (
    rememberedDestination(uuid) ??
    basket.shippingDetail?.country ??
    basket.billingDetail?.country ??
    null
  )
}
