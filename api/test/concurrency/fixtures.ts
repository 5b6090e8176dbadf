import { asc, eq } from 'drizzle-orm'
import { loadPriceList } from '../../src/pricing/price-list.js'
import { basketItems, baskets, deliveryMethods } from '../../src/db/schema.js'
import { printUnitPrice } from '../../src/pricing/print-price.js'
import type { Response, TestApp } from '../helper.js'

/** Runs `count` calls at once and waits for all of them (app.inject runs the handlers concurrently). */
export function inParallel<T>(count: number, call: (index: number) => Promise<T>): Promise<T[]> {
  return Promise.all(Array.from({ length: count }, (_, index) => call(index)))
}

/** How many answers had each status code, e.g. { 200: 19, 201: 1 }. */
export function statusCounts(responses: readonly Response[]): Record<number, number> {
  const counts: Record<number, number> = {}
  for (const response of responses)
    counts[response.statusCode] = (counts[response.statusCode] ?? 0) + 1
  return counts
}

export async function basketRow(testApp: TestApp, uuid: string) {
  const [basket] = await testApp.database.db.select().from(baskets).where(eq(baskets.uuid, uuid))
  if (!basket) throw new Error(`no basket ${uuid}`)
  return basket
}

/**
 * The basket's goods priced by the test itself, from its rows in the database and the price list:
 * each line's unit price from printUnitPrice, times its quantity. Czech baskets are in CZK.
 */
export async function recomputedBasket(testApp: TestApp, uuid: string) {
  const db = testApp.database.db
  const basket = await basketRow(testApp, uuid)
  const currency = basket.locale === 'cs' ? 'CZK' : 'EUR'
  const priceList = await loadPriceList(db)
  const rows = await db
    .select()
    .from(basketItems)
    .where(eq(basketItems.basketId, basket.id))
    .orderBy(asc(basketItems.id))
  const lines = rows.map((row) => {
    const layout = priceList.layouts.get(row.layoutId)!
    const paper = priceList.papers.get(row.paperId)!
    const unit = printUnitPrice(
      layout,
      paper.surchargePercent,
      row.customWidth,
      row.customHeight,
      currency,
    )
    return { id: String(row.id), row, layoutSlug: layout.slug, unit, gross: unit * row.quantity }
  })
  const [method] =
    basket.deliveryMethodId === null
      ? []
      : await db
          .select()
          .from(deliveryMethods)
          .where(eq(deliveryMethods.id, basket.deliveryMethodId))
  return {
    basket,
    currency,
    lines,
    itemsTotal: lines.reduce((sum, line) => sum + line.gross, 0),
    deliveryMethod: method ?? null,
  }
}
