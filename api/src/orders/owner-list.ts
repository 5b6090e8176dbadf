import { and, count, desc, ilike, inArray, or, sql, type SQL } from 'drizzle-orm'
import type { OrderStatus } from '@print-shop/shop-domain/order-status'
import type { Database } from '../db/client.js'
import { orders } from '../db/schema.js'
import { withinDays } from '../lib/period.js'

export interface OrderFilter {
  statuses?: OrderStatus[]
  /** Placed on or after this day (YYYY-MM-DD, the shop's time zone). */
  from?: string
  /** Placed on or before this day. */
  to?: string
  /** Part of the number, the e-mail, the billing name or company. */
  search?: string
  limit: number
}

/** A LIKE pattern matching `text` anywhere, its own % and _ taken literally. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`
}

function conditions({ statuses, from, to, search }: OrderFilter): SQL | undefined {
  const text = search?.trim()
  const pattern = text ? containing(text) : ''
  return and(
    statuses?.length ? inArray(orders.status, statuses) : undefined,
    withinDays(orders.createdAt, from, to),
    text
      ? or(
          ilike(orders.number, pattern),
          ilike(orders.email, pattern),
          ilike(sql`${orders.billing}->>'company'`, pattern),
          ilike(
            sql`concat_ws(' ', ${orders.billing}->>'first_name', ${orders.billing}->>'last_name')`,
            pattern,
          ),
        )
      : undefined,
  )
}

/** The orders the owner asked for, newest first, and how many match in all. */
export async function listOrders(db: Database, filter: OrderFilter) {
  const where = conditions(filter)
  const rows = await db
    .select()
    .from(orders)
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(filter.limit)
  const [total] = await db.select({ total: count() }).from(orders).where(where)
  return {
    total: total?.total ?? 0,
    orders: rows.map((order) => ({
      number: order.number,
      created_at: order.createdAt.toISOString(),
      status: order.status,
      customer: `${order.billing.first_name} ${order.billing.last_name}`.trim(),
      company: order.billing.company ?? null,
      email: order.email,
      total_gross: order.totalGross,
      currency: order.currency,
      payment_method: order.paymentMethod,
      paid_at: order.paidAt?.toISOString() ?? null,
    })),
  }
}

export type ListedOrder = Awaited<ReturnType<typeof listOrders>>['orders'][number]
