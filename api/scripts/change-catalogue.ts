// Renames one picture in a stopped API's PGlite folder, as an editor would: the one-image change that
// bench/build-scale rebuilds after. Usage (from api/): node --import tsx scripts/change-image.ts <dataDir>
import { desc, eq, sql } from 'drizzle-orm'
import { openDatabase } from '../src/db/client.js'
import { images } from '../src/db/schema.js'
import type { Localized } from '../src/lib/localized.js'

const dataDir = process.argv[2]
if (!dataDir) throw new Error('usage: change-image.ts <PGlite folder>')
const database = await openDatabase({ dataDir })
try {
  // The least popular picture: it shows on its own product page and nowhere else.
  const [image] = await database.db
    .select({ id: images.id, name: images.name })
    .from(images)
    .orderBy(images.popularity, desc(images.id))
    .limit(1)
  if (!image) throw new Error('no images')
  const renamed = Object.fromEntries(
    Object.entries(image.name).map(([locale, name]) => [locale, `${name} (upraveno)`]),
  ) as Localized
  await database.db
    .update(images)
    .set({ name: renamed, updatedAt: sql`now()` })
    .where(eq(images.id, image.id))
  console.log(JSON.stringify({ id: image.id }))
} finally {
  await database.close()
}
