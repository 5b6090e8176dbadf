import { EU_COUNTRIES } from '@print-shop/shop-domain/countries'

/** Where a delivery method goes, as GET /delivery_methods lists it. */
export interface DeliveryArea {
  /** EU codes it delivers to; empty: every EU country but the excluded ones. */
  countries: readonly string[]
  excludedCountries: readonly string[]
}

/** Whether the method delivers to this country (an EU code such as CZ or EL). */
export function servesCountry(method: DeliveryArea, country: string): boolean {
  if (method.countries.length > 0) return method.countries.includes(country)
  return (
    (EU_COUNTRIES as readonly string[]).includes(country) &&
    !method.excludedCountries.includes(country)
  )
}
