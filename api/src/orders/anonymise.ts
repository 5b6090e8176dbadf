import { eq, sql } from 'drizzle-orm'
import { IN_PROGRESS_STATUSES, UNPAID_STATUSES } from '@print-shop/shop-domain/order-status'
import type { Database } from '../db/client.js'
import { orders } from '../db/schema.js'
import { HttpError } from '../lib/http-error.js'
import { changeOrderStatus } from './status.js'

/**
 * When a customer deletes the account, their orders stay for the books (Czech VAT and accounting
 * law: 10 years) but keep only what an invoice needs: the billing name, address and company ids.
 * E-mail, phone, the delivery address and the note go; the user link is cut by the foreign key.
 * Orders not yet paid are cancelled first. A paid order not yet delivered still needs its delivery
 * address and e-mail, so the account cannot be deleted until it has arrived (409).
 */
export async function anonymiseOrdersOf(db: Database, userId: number): Promise<void> {
  const mine = await db
    .select({ id: orders.id, status: orders.status })
    .from(orders)
    .where(eq(orders.userId, userId))
    .for('update')
  if (mine.some((order) => IN_PROGRESS_STATUSES.includes(order.status)))
    throw new HttpError(409, 'auth.orders_in_progress')
  for (const order of mine)
    if (UNPAID_STATUSES.includes(order.status)) await changeOrderStatus(db, order.id, 'cancelled')
  await db
    .update(orders)
    .set({
      email: null,
      billing: sql`${orders.billing} || '{"email": null, "phone_number": null}'::jsonb`,
      shipping: null,
      note: null,
      anonymisedAt: new Date(),
    })
    .where(eq(orders.userId, userId))
}
