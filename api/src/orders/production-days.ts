import { eq, max } from 'drizzle-orm'
import type { Database } from '../db/client.js'
import { layouts, orderItems } from '../db/schema.js'
import type { OrderItemRow } from './types.js'

/** A print whose layout has since been removed is taken as the usual two working days. */
export const USUAL_PRODUCTION_DAYS = 2

/** Working days to make an order: its slowest print's layout (`layoutDays` by layout id). */
export function productionDaysOf(
  items: readonly Pick<OrderItemRow, 'layoutId'>[],
  layoutDays: ReadonlyMap<number, number>,
): number {
  const days = items.map((item) =>
    item.layoutId === null
      ? USUAL_PRODUCTION_DAYS
      : (layoutDays.get(item.layoutId) ?? USUAL_PRODUCTION_DAYS),
  )
  return Math.max(USUAL_PRODUCTION_DAYS, ...days)
}

/** Working days to make the order, as its e-mails promise them: one query. */
export async function orderProductionDays(db: Database, orderId: number): Promise<number> {
  const [row] = await db
    .select({ days: max(layouts.productionDays) })
    .from(orderItems)
    .innerJoin(layouts, eq(layouts.id, orderItems.layoutId))
    .where(eq(orderItems.orderId, orderId))
  return Math.max(USUAL_PRODUCTION_DAYS, row?.days ?? 0)
}
