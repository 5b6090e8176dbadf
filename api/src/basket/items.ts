import { and, count, eq, ne, sql } from 'drizzle-orm'
import type { Database } from '../db/client.js'
import { basketItems, images } from '../db/schema.js'
import { onSale } from '../catalogue/images.js'
import { HttpError } from '../lib/http-error.js'
import { formatMoney } from '../lib/money.js'
import { priceBasket, type BasketItemRow, type BasketRow } from './basket.js'
import {
  configurationKey,
  configurationProblems,
  MAX_BASKET_VALUE,
  MAX_ITEMS,
  MAX_QUANTITY,
  type Configuration,
} from './configuration.js'
import { loadPriceList } from './price-list.js'

/**
 * 422 with a message per field when the print cannot be made (see configurationProblems); a hidden
 * picture is refused like one that does not exist.
 */
export async function checkConfiguration(
  tx: Database,
  configuration: Configuration,
): Promise<void> {
  const [image] = await tx
    .select({ width: images.width, height: images.height })
    .from(images)
    .where(and(eq(images.id, configuration.imageId), onSale()))
  const problems = configurationProblems(configuration, image, await loadPriceList(tx))
  if (Object.keys(problems).length) throw new HttpError(422, 'errors.validation', problems)
}

/**
 * 422 on `field` when the basket's goods are now worth more than one order may be (run after a
 * change, inside its transaction, so the change is rolled back).
 */
export async function checkBasketValue(tx: Database, basket: BasketRow, field: string) {
  const { totals, currency } = await priceBasket(tx, basket)
  const limit = MAX_BASKET_VALUE[currency]
  if (totals.items > limit)
    throw new HttpError(422, 'errors.validation', {
      [field]: { key: 'basket.value_limit', vars: { amount: formatMoney(limit, currency) } },
    })
}

/** An original print has no crop corner, whatever the client sent. */
export function normalised(configuration: Configuration): Configuration {
  return configuration.formatType === 'original'
    ? { ...configuration, coordinateX: null, coordinateY: null }
    : configuration
}

function columns(configuration: Configuration) {
  return {
    imageId: configuration.imageId,
    layoutId: configuration.layoutId,
    paperId: configuration.paperId,
    customWidth: configuration.customWidth,
    customHeight: configuration.customHeight,
    formatType: configuration.formatType,
    coordinateX: configuration.coordinateX,
    coordinateY: configuration.coordinateY,
    configuration: configurationKey(configuration),
  }
}

/**
 * Adds pieces of a print to a (locked) basket. The same print already there gets the pieces added
 * to its quantity (at most MAX_QUANTITY), atomically even without the lock.
 */
export async function addItem(
  tx: Database,
  basket: BasketRow,
  configuration: Configuration,
  quantity: number,
): Promise<BasketItemRow> {
  const key = configurationKey(configuration)
  const [existing] = await tx
    .select({ id: basketItems.id })
    .from(basketItems)
    .where(and(eq(basketItems.basketId, basket.id), eq(basketItems.configuration, key)))
  if (!existing) {
    const [lines] = await tx
      .select({ value: count() })
      .from(basketItems)
      .where(eq(basketItems.basketId, basket.id))
    if ((lines?.value ?? 0) >= MAX_ITEMS)
      throw new HttpError(422, 'errors.validation', {
        basket_items: { key: 'basket.too_many_items', vars: { limit: MAX_ITEMS } },
      })
  }
  const [item] = await tx
    .insert(basketItems)
    .values({ basketId: basket.id, ...columns(configuration), quantity })
    .onConflictDoUpdate({
      target: [basketItems.basketId, basketItems.configuration],
      set: {
        quantity: sql`least(${basketItems.quantity} + excluded.quantity, ${MAX_QUANTITY})`,
        updatedAt: new Date(),
      },
    })
    .returning()
  return item!
}

/**
 * Changes an item's print and/or quantity. When the change makes it equal to another item of the
 * basket, the two become one line with their quantities added.
 */
export async function changeItem(
  tx: Database,
  item: BasketItemRow,
  configuration: Configuration,
  quantity: number,
): Promise<BasketItemRow> {
  const key = configurationKey(configuration)
  const [twin] = await tx
    .select()
    .from(basketItems)
    .where(
      and(
        eq(basketItems.basketId, item.basketId),
        eq(basketItems.configuration, key),
        ne(basketItems.id, item.id),
      ),
    )
  if (twin) {
    await tx.delete(basketItems).where(eq(basketItems.id, item.id))
    const [merged] = await tx
      .update(basketItems)
      .set({ quantity: Math.min(twin.quantity + quantity, MAX_QUANTITY), updatedAt: new Date() })
      .where(eq(basketItems.id, twin.id))
      .returning()
    return merged!
  }
  const [updated] = await tx
    .update(basketItems)
    .set({ ...columns(configuration), quantity, updatedAt: new Date() })
    .where(eq(basketItems.id, item.id))
    .returning()
  return updated!
}
