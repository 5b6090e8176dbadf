import assert from 'node:assert/strict'
import { test } from 'node:test'
import { desc, eq, like, not } from 'drizzle-orm'
import { images } from '../../../src/db/schema.js'
import { build, type Resource } from '../../helper.js'

const testApp = await build()
const db = testApp.database.db

// The most popular photograph, cut down to 300 × 200 px: too few pixels for even a 15 × 10 cm print
// at the acceptable 120 DPI (709 × 472 px). And a vector drawing declared as small: sharp at any size.
const [photo] = await db
  .select({ id: images.id })
  .from(images)
  .where(not(like(images.file, '%.svg')))
  .orderBy(desc(images.popularity), images.id)
  .limit(1)
const [drawing] = await db
  .select({ id: images.id })
  .from(images)
  .where(like(images.file, '%.svg'))
  .limit(1)
await db
  .update(images)
  .set({ width: 300, height: 200, popularity: 1000 })
  .where(eq(images.id, photo!.id))
await db
  .update(images)
  .set({ width: 300, height: 200, popularity: 999 })
  .where(eq(images.id, drawing!.id))

async function get(path: string) {
  const response = await testApp.app.inject({ url: `/v1/${path}` })
  assert.equal(response.statusCode, 200, response.body)
  return response.json() as { data: Resource[]; included?: Resource[] }
}
const idsOf = (resources: Resource[] = []) => resources.map((resource) => resource.id)

test('popular products leave out a picture that prints well in no size, not a vector drawing', async () => {
  const popular = idsOf((await get('homepage/popular_products?per_page=100')).data)
  assert.ok(!popular.includes(String(photo!.id)), 'the 300 × 200 px photograph is not promoted')
  assert.equal(popular[0], String(drawing!.id), 'the drawing prints well at any size')
  // The catalogue still lists and sells it.
  assert.ok(idsOf((await get('images?per_page=100')).data).includes(String(photo!.id)))
})

test("a category's cover on the home page is a picture that prints well", async () => {
  for (const kind of ['promoted_categories', 'recommended_categories']) {
    const covers = idsOf(
      (await get(`homepage/${kind}`)).included?.filter((r) => r.type === 'images'),
    )
    assert.ok(covers.length > 0, kind)
    assert.ok(!covers.includes(String(photo!.id)), `${kind}: not the 300 × 200 px photograph`)
  }
})

test('an image says whether its original is a vector drawing', async () => {
  const one = async (id: number) => (await get(`images/${id}`)).data as unknown as Resource
  assert.equal((await one(drawing!.id)).attributes.scalable, true)
  assert.equal((await one(photo!.id)).attributes.scalable, false)
})
