import type { Database } from '../db/client.js'
import {
  deliveryMethods as deliveryMethodsTable,
  pickupPoints as pickupPointsTable,
} from '../db/schema.js'
import { fold } from '../lib/text.js'
import { deliveryMethods } from './data/delivery.js'
import { pickupPoints } from './data/pickup-points.js'

/** Delivery methods in the order listed. */
export async function seedDeliveryMethods(db: Database): Promise<void> {
  await db
    .insert(deliveryMethodsTable)
    .values(deliveryMethods.map((method, position) => ({ ...method, position })))
}

/** The demo's invented pickup points, ready for search. */
export async function seedDemoPickupPoints(db: Database): Promise<void> {
  await db.insert(pickupPointsTable).values(
    pickupPoints.map((point) => ({
      ...point,
      searchText: fold([point.name, point.street, point.city, point.zip].join(' ')),
    })),
  )
}
