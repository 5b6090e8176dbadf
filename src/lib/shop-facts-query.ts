import type { ShopFacts } from './shop-facts'
import { useSiteQuery } from './site-query'

/**
 * The shop's facts as the build read them from the API (GET /shop). Only `useShopFacts` calls this:
 * the unit tests, which have no Gatsby data layer, put the demo's facts in its place.
 */
export function useShopFactsNode(): ShopFacts | null {
  return useSiteQuery().printShopFacts
}
