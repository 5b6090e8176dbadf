import { and, eq, inArray, lt } from 'drizzle-orm'
import type { Database } from '../db/client.js'
import { orders } from '../db/schema.js'
import { changeOrderStatus, UNPAID_STATUSES } from './status.js'

/**
 * Cancels bank-transfer orders whose money has not arrived within `dueDays` of ordering (the due
 * date the payment instructions promise); their coupons get the use back. Returns their numbers.
 */
export async function cancelOverdueTransfers(
  db: Database,
  dueDays: number,
  now = new Date(),
): Promise<string[]> {
  const overdue = await db
    .select({ id: orders.id, number: orders.number })
    .from(orders)
    .where(
      and(
        eq(orders.paymentMethod, 'bank_transfer'),
        inArray(orders.status, [...UNPAID_STATUSES]),
        lt(orders.createdAt, new Date(now.getTime() - (dueDays + 1) * 86_400_000)),
      ),
    )
  const cancelled: string[] = []
  for (const order of overdue)
    if (await changeOrderStatus(db, order.id, 'cancelled')) cancelled.push(order.number)
  return cancelled
}
