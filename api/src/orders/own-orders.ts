import { and, asc, count, desc, eq } from 'drizzle-orm'
import { configurationOf, openBasketOfUser, touchBasket, type BasketRow } from '../basket/basket.js'
import { addItem, checkBasketValue, checkConfiguration, normalised } from '../basket/items.js'
import { countedPage } from '../catalogue/paging.js'
import type { Database } from '../db/client.js'
import { orderItems, orders } from '../db/schema.js'
import { HttpError } from '../lib/http-error.js'
import type { Locale } from '../lib/localized.js'
import type { OrderRow } from './types.js'

/** A signed-in shopper's own orders. */

/** The user's order; undefined for anyone else's, like an id that does not exist. */
export async function ownOrder(
  db: Database,
  userId: number,
  id: number,
): Promise<OrderRow | undefined> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.userId, userId)))
  return order
}

/** One page of the user's orders, newest first, and how many there are in all. */
export function ordersOfUser(db: Database, userId: number, page: number, perPage: number) {
  const mine = eq(orders.userId, userId)
  return countedPage(
    page,
    perPage,
    (limit, offset) =>
      db
        .select()
        .from(orders)
        .where(mine)
        .orderBy(desc(orders.createdAt), desc(orders.id))
        .limit(limit)
        .offset(offset),
    async () => {
      const [row] = await db.select({ value: count() }).from(orders).where(mine)
      return row?.value ?? 0
    },
  )
}

/**
 * Puts the order's prints into the user's open basket (a new one if there is none) at today's
 * prices. Prints that can no longer be made are left out and their order item ids returned as
 * skipped; when none can be made it is a 422.
 */
export function repeatOrder(
  db: Database,
  order: OrderRow & { userId: number },
  locale: Locale,
): Promise<{ basket: BasketRow; added: number; skipped: string[] }> {
  return db.transaction(async (tx) => {
    const items = await tx
      .select()
      .from(orderItems)
      .where(eq(orderItems.orderId, order.id))
      .orderBy(asc(orderItems.position))
    const { basket } = await openBasketOfUser(tx, order.userId, { locale })
    const skipped: string[] = []
    let added = 0
    for (const item of items) {
      const { imageId, uploadId, layoutId, paperId } = item
      if ((imageId === null && uploadId === null) || layoutId === null || paperId === null) {
        skipped.push(String(item.id))
        continue
      }
      const configuration = normalised(configurationOf({ ...item, layoutId, paperId }))
      try {
        // An own photo prints again while it is still the shopper's (kept since it was ordered).
        await checkConfiguration(tx, configuration, order.userId)
        await addItem(tx, basket, configuration, item.quantity)
        added++
      } catch (error) {
        if (!(error instanceof HttpError)) throw error
        skipped.push(String(item.id))
      }
    }
    if (added === 0) throw new HttpError(422, 'orders.nothing_to_repeat')
    await checkBasketValue(tx, basket, 'basket_items')
    await touchBasket(tx, basket)
    return { basket, added, skipped }
  })
}
