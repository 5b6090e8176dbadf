import { eq } from 'drizzle-orm'
import { COUPON_NOT_VALID, customerLimitReached } from '../basket/coupons.js'
import type { Database } from '../db/client.js'
import { coupons, deliveryMethods } from '../db/schema.js'
import { keptPickupPointProblem } from '../delivery/pickup-points.js'
import type { FieldErrors } from '../lib/http-error.js'
import type { OrderRow } from './types.js'

/**
 * What is checked on an order just written, in its transaction, so that a refusal leaves no order:
 * - the coupon's limit per customer. Counting the use locked the coupon row until the transaction
 *   ends, so one customer's checkouts with it take turns here and each sees the orders of the
 *   ones before (a statement in PostgreSQL's read committed sees what committed before it began);
 * - the pickup point, against the directory for the order's delivery method.
 */
export async function placedOrderProblems(tx: Database, order: OrderRow): Promise<FieldErrors> {
  const problems: FieldErrors = {}
  if (order.couponCode && order.userId !== null) {
    const [coupon] = await tx.select().from(coupons).where(eq(coupons.code, order.couponCode))
    if (coupon && (await customerLimitReached(tx, coupon, order.userId, order.id)))
      problems.coupon_code = COUPON_NOT_VALID
  }
  if (order.pickupPoint && order.deliveryMethodId !== null) {
    const [method] = await tx
      .select()
      .from(deliveryMethods)
      .where(eq(deliveryMethods.id, order.deliveryMethodId))
    const problem = method && (await keptPickupPointProblem(tx, method, order.pickupPoint))
    if (problem) problems.pickup_point = { key: problem }
  }
  return problems
}
