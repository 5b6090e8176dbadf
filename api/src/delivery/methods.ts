import { asc, eq } from 'drizzle-orm'
import type { Database } from '../db/client.js'
import { deliveryMethods } from '../db/schema.js'
import { servesCountry } from '@print-shop/shop-domain/delivery-countries'
import { resource, type ResourceObject } from '../lib/jsonapi.js'
import { currencyFor, inLocale, type Currency, type Locale } from '../lib/localized.js'

export type DeliveryMethod = typeof deliveryMethods.$inferSelect

/** Whether the method delivers to this country: the rule the product feeds use too. */
export { servesCountry }

/**
 * The methods serving a destination, the most relevant first: those made for that country (its own
 * carriers), then those for every country, and collection at the studio last, which serves any
 * country but suits few shoppers abroad. The shop's order within each.
 */
export function forDestination(methods: readonly DeliveryMethod[], country: string) {
  const rank = (method: DeliveryMethod) =>
    method.kind === 'personal_collection' ? 2 : method.countries.includes(country) ? 0 : 1
  return methods
    .filter((method) => servesCountry(method, country))
    .sort((a, b) => rank(a) - rank(b))
}

/** A shopper choosing this method must also choose one of the carrier's pickup points. */
export function needsPickupPoint(method: DeliveryMethod): boolean {
  return method.kind === 'pickup_point'
}

/** Goods value (minor units) from which the method is free; null when it never is by value. */
export function freeFrom(method: DeliveryMethod, currency: Currency): number | null {
  return currency === 'CZK' ? method.freeFromCzk : method.freeFromEur
}

/** What delivery costs for goods worth `goodsGross` (after discount), in minor units. */
export function deliveryPrice(
  method: DeliveryMethod,
  currency: Currency,
  goodsGross: number,
): number {
  const threshold = freeFrom(method, currency)
  if (threshold !== null && goodsGross >= threshold) return 0
  return currency === 'CZK' ? method.priceCzk : method.priceEur
}

/**
 * A method in the request's language and currency. With the basket's goods value it also tells
 * what the shopper would pay for it (`price_for_basket`).
 */
export function deliveryMethodResource(
  method: DeliveryMethod,
  locale: Locale,
  goodsGross?: number,
): ResourceObject {
  const currency = currencyFor(locale)
  return resource('delivery_methods', method.id, {
    slug: method.slug,
    kind: method.kind,
    carrier: method.carrier,
    name: inLocale(method.name, locale),
    description: inLocale(method.description, locale),
    price: currency === 'CZK' ? method.priceCzk : method.priceEur,
    free_from: freeFrom(method, currency),
    currency,
    countries: method.countries,
    excluded_countries: method.excludedCountries,
    needs_pickup_point: needsPickupPoint(method),
    transit_days: method.transitDays,
    ...(goodsGross === undefined
      ? {}
      : { price_for_basket: deliveryPrice(method, currency, goodsGross) }),
  })
}

/** The methods a shopper may choose, in the order the shop lists them. */
export async function activeDeliveryMethods(db: Database): Promise<DeliveryMethod[]> {
  return db
    .select()
    .from(deliveryMethods)
    .where(eq(deliveryMethods.active, true))
    .orderBy(asc(deliveryMethods.position), asc(deliveryMethods.id))
}
