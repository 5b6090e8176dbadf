import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Database } from '../db/client.js'
import { coupons, orders, orderStatusHistory } from '../db/schema.js'

export const ORDER_STATUSES = [
  'new',
  'awaiting_payment',
  'paid',
  'in_production',
  'shipped',
  'delivered',
  'cancelled',
] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]

/** Statuses in which an order still waits for its money. */
export const UNPAID_STATUSES: readonly string[] = ['new', 'awaiting_payment']
/** Paid and not yet delivered: the shop still owes the customer the prints. */
export const IN_PROGRESS_STATUSES: readonly string[] = ['paid', 'in_production', 'shipped']

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value)
}

/** Where an order may go from each status; delivered and cancelled are final. */
const NEXT: Record<OrderStatus, readonly OrderStatus[]> = {
  new: ['awaiting_payment', 'paid', 'cancelled'],
  awaiting_payment: ['paid', 'cancelled'],
  paid: ['in_production', 'cancelled'],
  in_production: ['shipped'],
  shipped: ['delivered'],
  delivered: [],
  cancelled: [],
}

export function canChange(from: string, to: string): boolean {
  return isOrderStatus(from) && isOrderStatus(to) && NEXT[from].includes(to)
}

function predecessors(to: OrderStatus): OrderStatus[] {
  return ORDER_STATUSES.filter((from) => NEXT[from].includes(to))
}

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
  const from = predecessors(to)
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
