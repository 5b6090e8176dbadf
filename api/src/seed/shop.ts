import type { Database } from '../db/client.js'
import { coupons as couponsTable } from '../db/schema.js'
import { coupons } from './data/coupons.js'
import { seedDelivery } from './delivery.js'

/** Delivery methods, pickup points and discount codes of the demo shop. */
export async function seedShop(db: Database): Promise<void> {
  await seedDelivery(db)
  await db.insert(couponsTable).values(coupons)
}
