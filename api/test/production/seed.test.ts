import assert from 'node:assert/strict'
import { count } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import { describe, it } from 'node:test'
import { openDatabase } from '../../src/db/client.js'
import { categories, coupons, deliveryMethods, pickupPoints } from '../../src/db/schema.js'
import { seedIfEmpty } from '../../src/seed/seed.js'

/** Rows of each table after a first start seeded an empty database in the given mode. */
async function firstStart(demo: boolean) {
  const database = await openDatabase({ dataDir: 'memory://' })
  try {
    await database.migrate()
    await seedIfEmpty(database.db, { demo })
    const rows = async (table: PgTable) =>
      (await database.db.select({ value: count() }).from(table))[0]!.value
    return {
      categories: await rows(categories),
      deliveryMethods: await rows(deliveryMethods),
      pickupPoints: await rows(pickupPoints),
      coupons: await rows(coupons),
    }
  } finally {
    await database.close()
  }
}

describe('seeding on the first start', () => {
  it('production gets the catalogue and delivery methods, not the demo codes or pickup points', async () => {
    const seeded = await firstStart(false)
    assert.ok(seeded.categories > 0)
    assert.ok(seeded.deliveryMethods > 0)
    assert.equal(seeded.coupons, 0)
    assert.equal(seeded.pickupPoints, 0)
  })

  it('demo mode gets the demo codes and pickup points too', async () => {
    const seeded = await firstStart(true)
    assert.equal(seeded.coupons, 4)
    assert.equal(seeded.pickupPoints, 41)
  })
})
