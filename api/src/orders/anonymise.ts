import { eq, sql } from 'drizzle-orm'
import type { Database } from '../db/client.js'
import { orders } from '../db/schema.js'

/**
 * When a customer deletes the account, their orders stay for the books (Czech VAT and accounting
 * law: 10 years) but keep only what an invoice needs: the billing name, address and company ids.
 * E-mail, phone, the delivery address and the note go; the user link is cut by the foreign key.
 */
export async function anonymiseOrdersOf(db: Database, userId: number): Promise<void> {
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
