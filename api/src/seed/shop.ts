import type { Database } from '../db/client.js'
import { coupons as couponsTable } from '../db/schema.js'
import { coupons } from './data/coupons.js'
import { seedDeliveryMethods, seedDemoPickupPoints } from './delivery.js'

/**
 * The shop's delivery methods; in demo mode also the invented pickup points and the demo discount
 * codes, which a real shop must never offer (anyone who read this repository knows them).
 */
export async function seedShop(db: Database, { demo }: { demo: boolean }): Promise<void> {
  await seedDeliveryMethods(db)
  if (!demo) return
  await seedDemoPickupPoints(db)
  await db.insert(couponsTable).values(coupons)
}
