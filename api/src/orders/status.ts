import { and, eq, inArray, sql } from 'drizzle-orm'
import { statusesBefore, type OrderStatus } from '@print-shop/shop-domain/order-status'
import type { Database } from '../db/client.js'
import { coupons, orders, orderStatusHistory } from '../db/schema.js'

/**
 * Moves an order to `to` when its current status allows it, and records the change. The check and
 * the change are one conditional UPDATE, so of two racing callers only one succeeds. Runs in the
 * caller's transaction (as a savepoint) or its own. Returns whether the status changed.
 */
export async function changeOrderStatus(
  db: Database,
  orderId: number,
  to: OrderStatus,
): Promise<boolean> {
  const from = statusesBefore(to)
  if (from.length === 0) return false
  return db.transaction(async (tx) => {
    const now = new Date()
    const changed = await tx
      .update(orders)
      .set({ status: to, updatedAt: now, ...(to === 'paid' ? { paidAt: now } : {}) })
      .where(and(eq(orders.id, orderId), inArray(orders.status, from)))
      .returning({ id: orders.id })
    if (changed.length === 0) return false
    await tx.insert(orderStatusHistory).values({ orderId, status: to, createdAt: now })
    if (to === 'cancelled') await giveCouponBack(tx, orderId)
    return true
  })
}

/** A cancelled order no longer uses up its coupon: a code with a usage limit gets the use back. */
async function giveCouponBack(tx: Database, orderId: number): Promise<void> {
  const [order] = await tx
    .select({ code: orders.couponCode })
    .from(orders)
    .where(eq(orders.id, orderId))
  if (!order?.code) return
  await tx
    .update(coupons)
    .set({ usedCount: sql`greatest(${coupons.usedCount} - 1, 0)` })
    .where(eq(coupons.code, order.code))
}
