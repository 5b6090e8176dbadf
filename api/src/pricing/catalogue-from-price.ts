import { ne, or } from 'drizzle-orm'
import { layoutFromPrice } from '@print-shop/shop-domain/pricing'
import type { Database } from '../db/client.js'
import { images } from '../db/schema.js'
import type { PriceList } from './price-list.js'
import { pricesIn, type Prices } from './print-price.js'

/**
 * The "from" price every picture shows ("Od 79 Kč"): its cheapest configuration, i.e. the cheapest
 * standard size of any layout on that layout's cheapest paper, priced by the rules the basket
 * charges by (shop-domain's `layoutFromPrice` per layout, which a product feed offers each layout
 * at). Every picture can be printed in every layout, so it is one price for the catalogue. A layout
 * without papers cannot be bought and is left out. Null when nothing can be bought.
 */
export function catalogueFromPrice(list: PriceList): Prices | null {
  const candidates = { CZK: [] as number[], EUR: [] as number[] }
  for (const layout of list.layouts.values()) {
    const surcharges = layout.paperIds.flatMap((id) => {
      const paper = list.papers.get(id)
      return paper ? [paper.surchargePercent] : []
    })
    for (const currency of ['CZK', 'EUR'] as const) {
      const price = layoutFromPrice(pricesIn(layout, currency), surcharges, currency)
      if (price !== null) candidates[currency].push(price)
    }
  }
  if (candidates.CZK.length === 0 || candidates.EUR.length === 0) return null
  return { CZK: Math.min(...candidates.CZK), EUR: Math.min(...candidates.EUR) }
}

/**
 * Gives every picture whose stored "from" price differs this one, in the caller's transaction;
 * the number of pictures changed. Their `updated_at` stays: it versions the picture's renditions.
 */
export async function storeFromPrice(db: Database, price: Prices): Promise<number> {
  const changed = await db
    .update(images)
    .set({ fromPriceCzk: price.CZK, fromPriceEur: price.EUR })
    .where(or(ne(images.fromPriceCzk, price.CZK), ne(images.fromPriceEur, price.EUR)))
    .returning({ id: images.id })
  return changed.length
}
