// Changes a stopped API's PGlite catalogue as an editor would, for bench/build-scale's rebuilds:
//   rename  renames the least popular picture (it shows on its own page and nowhere else);
//   add     adds a picture, a copy of the least popular one filed in the same subcategories;
//   price   changes the price of one size that is not the cheapest (no "from" price changes);
//   hide    withdraws the least popular picture from sale.
// Prints {"id": …} of the picture or size changed.
// Usage (from api/): node --import tsx scripts/change-catalogue.ts <dataDir> <rename|add|price|hide>
import { asc, desc, eq, ne, sql } from 'drizzle-orm'
import { openDatabase } from '../src/db/client.js'
import { images, imageSubcategories, layoutSizes } from '../src/db/schema.js'
import type { Localized } from '../src/lib/localized.js'

const [dataDir, kind] = process.argv.slice(2)
if (!dataDir || !['rename', 'add', 'price', 'hide'].includes(kind ?? ''))
  throw new Error('usage: change-catalogue.ts <PGlite folder> <rename|add|price|hide>')

const suffix = (text: Localized, words: string) =>
  Object.fromEntries(Object.entries(text).map(([locale, name]) => [locale, `${name} ${words}`]))

const database = await openDatabase({ dataDir })
try {
  const { db } = database
  const [least] = await db
    .select()
    .from(images)
    .where(eq(images.hidden, false))
    .orderBy(images.popularity, desc(images.id))
    .limit(1)
  if (!least) throw new Error('no images')
  let id = least.id
  if (kind === 'rename') {
    await db
      .update(images)
      .set({ name: suffix(least.name, '(upraveno)') as Localized, updatedAt: sql`now()` })
      .where(eq(images.id, least.id))
  } else if (kind === 'hide') {
    await db.update(images).set({ hidden: true }).where(eq(images.id, least.id))
  } else if (kind === 'add') {
    const { id: _id, createdAt: _created, updatedAt: _updated, ...copy } = least
    const [added] = await db
      .insert(images)
      .values({ ...copy, name: suffix(least.name, '(nový)') as Localized })
      .returning({ id: images.id })
    const filed = await db
      .select({ subcategoryId: imageSubcategories.subcategoryId })
      .from(imageSubcategories)
      .where(eq(imageSubcategories.imageId, least.id))
    if (filed.length)
      await db
        .insert(imageSubcategories)
        .values(filed.map(({ subcategoryId }) => ({ imageId: added!.id, subcategoryId })))
    id = added!.id
  } else {
    // The dearest size: raising it changes no picture's "from" price (the cheapest configuration).
    const [dearest] = await db
      .select()
      .from(layoutSizes)
      .where(ne(layoutSizes.priceCzk, 0))
      .orderBy(desc(layoutSizes.priceCzk), asc(layoutSizes.id))
      .limit(1)
    if (!dearest) throw new Error('no sizes')
    await db
      .update(layoutSizes)
      .set({ priceCzk: dearest.priceCzk + 100, priceEur: dearest.priceEur + 10 })
      .where(eq(layoutSizes.id, dearest.id))
    id = dearest.id
  }
  console.log(JSON.stringify({ id }))
} finally {
  await database.close()
}
