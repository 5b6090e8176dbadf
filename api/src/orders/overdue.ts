import { and, eq, gte, inArray, lt, notExists, or } from 'drizzle-orm'
import { UNPAID_STATUSES } from '@print-shop/shop-domain/order-status'
import type { Database } from '../db/client.js'
import { orders, payments } from '../db/schema.js'
import { changeOrderStatus } from './status.js'

/**
 * How long a card or GoPay order waits for its money: an hour from ordering, or from the latest
 * payment started at the gateway if that is later, so a payment begun just in time still has the
 * whole hour there. A card payment takes minutes; a longer wait would only keep a limited coupon's
 * use (and the shopper's once-only code) locked in an order nobody pays.
 */
export const ONLINE_PAYMENT_WINDOW_MS = 60 * 60_000

/**
 * Cancels unpaid orders whose time is up: bank transfers whose money has not arrived within
 * `dueDays` of ordering (the due date the payment instructions promise) and a day's grace, and card
 * and GoPay orders unpaid after ONLINE_PAYMENT_WINDOW_MS. Each one's coupon gets its use back, once
 * (the cancellation is a conditional update). Returns their numbers.
 */
export async function cancelExpiredOrders(
  db: Database,
  dueDays: number,
  now = new Date(),
): Promise<string[]> {
  const transferDeadline = new Date(now.getTime() - (dueDays + 1) * 86_400_000)
  const onlineDeadline = new Date(now.getTime() - ONLINE_PAYMENT_WINDOW_MS)
  const recentPayment = db
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.orderId, orders.id), gte(payments.createdAt, onlineDeadline)))
  const expired = await db
    .select({ id: orders.id, number: orders.number })
    .from(orders)
    .where(
      and(
        inArray(orders.status, [...UNPAID_STATUSES]),
        or(
          and(eq(orders.paymentMethod, 'bank_transfer'), lt(orders.createdAt, transferDeadline)),
          and(
            inArray(orders.paymentMethod, ['card', 'gopay']),
            lt(orders.createdAt, onlineDeadline),
            notExists(recentPayment),
          ),
        ),
      ),
    )
  const cancelled: string[] = []
  for (const order of expired)
    if (await changeOrderStatus(db, order.id, 'cancelled')) cancelled.push(order.number)
  return cancelled
}
