import { parseArgs } from 'node:util'
import { loadConfigOrExit } from '../config.js'
import { openDatabase } from '../db/client.js'
import { sql } from 'drizzle-orm'
import { seedCatalogue } from './seed.js'

/**
 * npm run seed -w api -- [--reset] [--images 10000]
 * Seeds the configured database (PGlite folder or DATABASE_URL), with the demo's discount codes and
 * pickup points only in demo mode (SHOP_MODE=demo). --reset empties it first; --images adds that many
 * generated pictures for benchmarks.
 */
const { values } = parseArgs({
  options: { reset: { type: 'boolean', default: false }, images: { type: 'string', default: '0' } },
})
const syntheticImages = Number(values.images)
if (!Number.isInteger(syntheticImages) || syntheticImages < 0) {
  console.error('--images must be a whole number')
  process.exit(2)
}
const config = loadConfigOrExit()
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir })
try {
  await database.exclusively(() => database.migrate())
  if (values.reset) {
    await database.db.execute(
      sql`truncate categories, subcategories, images, image_subcategories, papers, layouts, layout_sizes, layout_papers, carousel_items, banners, homepage_categories, login_screens, delivery_methods, pickup_points, coupons restart identity cascade`,
    )
  }
  const started = performance.now()
  const summary = await seedCatalogue(database.db, { syntheticImages, demo: !config.production })
  // Statistics for the planner and a visibility map for index-only walks (PGlite has no autovacuum).
  await database.db.execute(sql`vacuum analyze`)
  console.log(`seeded in ${Math.round(performance.now() - started)} ms:`, summary)
} catch (error) {
  console.error(
    values.reset ? error : `${String(error)}\n(is the database already seeded? use --reset)`,
  )
  process.exitCode = 1
} finally {
  await database.close()
}
