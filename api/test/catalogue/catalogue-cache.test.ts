import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { eq, sql } from 'drizzle-orm'
import { images } from '../../src/db/schema.js'
import { build, signedInVisitor } from '../helper.js'
import { ownerCall } from '../owner/pictures-fixtures.js'

const testApp = await build()
const db = testApp.database.db
const [{ id } = { id: 0 }] = await db
  .select({ id: images.id })
  .from(images)
  .where(eq(images.hidden, false))
  .limit(1)
const address = `/v1/images/${id}`

const nameOf = async (language = 'en') => {
  const visitor = testApp.visitor()
  visitor.language = language
  return (await visitor.get(address)).json().data.attributes.name as string
}

describe('answers to the catalogue reads, kept between catalogue changes', () => {
  it('carry an ETag and no-cache; If-None-Match gets a 304 without a body', async () => {
    for (const url of [
      address,
      '/v1/images?page=1',
      '/v1/categories',
      '/v1/images?filter[search]=hory',
    ]) {
      const first = await testApp.visitor().get(url)
      assert.equal(first.statusCode, 200, url)
      assert.equal(first.headers['cache-control'], 'public, no-cache', url)
      const etag = String(first.headers.etag)
      assert.match(etag, /^"[\w-]+"$/, url)
      const again = await testApp.visitor().get(url)
      assert.equal(again.body, first.body, url)
      assert.equal(again.headers.etag, etag, url)
      const unchanged = await testApp.visitor().get(url, { 'if-none-match': etag })
      assert.equal(unchanged.statusCode, 304, url)
      assert.equal(unchanged.body, '', url)
    }
  })

  it('are answered from memory: a change the database does not announce shows only once announced', async () => {
    const before = await nameOf()
    await db.execute(sql`alter table images disable trigger images_catalogue_changed`)
    try {
      await db
        .update(images)
        .set({ name: sql`jsonb_set(${images.name}, '{en}', '"Unannounced"'::jsonb)` })
        .where(eq(images.id, id))
    } finally {
      await db.execute(sql`alter table images enable trigger images_catalogue_changed`)
    }
    assert.equal(await nameOf(), before)
    // Any statement on the table announces a change, even one that touches no row.
    await db
      .update(images)
      .set({ hidden: false })
      .where(sql`false`)
    const deadline = Date.now() + 2_000
    while ((await nameOf()) !== 'Unannounced') {
      assert.ok(Date.now() < deadline, 'the change showed within 2 s')
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
  })

  it('are kept per language', async () => {
    const czech = testApp.visitor()
    const english = testApp.visitor()
    english.language = 'en'
    const cs = (await czech.get('/v1/categories')).json()
    const en = (await english.get('/v1/categories')).json()
    assert.notDeepEqual(cs, en)
    assert.deepEqual((await czech.get('/v1/categories')).json(), cs)
  })

  it("show the owner's change from the owner's next call on", async () => {
    await nameOf()
    const renamed = `Renamed ${Date.now()}`
    const response = await ownerCall(testApp, 'PATCH', `/pictures/${id}`, { name: { en: renamed } })
    assert.equal(response.statusCode, 200, response.body)
    assert.equal(await nameOf(), renamed)
  })

  it("show a change another process made, by the database's notice", async () => {
    await nameOf()
    const renamed = `Elsewhere ${Date.now()}`
    // As another API process (or the owner's SQL) would: straight into the database.
    await db
      .update(images)
      .set({ name: sql`jsonb_set(${images.name}, '{en}', ${JSON.stringify(renamed)}::jsonb)` })
      .where(eq(images.id, id))
    const deadline = Date.now() + 2_000
    while ((await nameOf()) !== renamed) {
      assert.ok(Date.now() < deadline, 'the change showed within 2 s')
      await new Promise((resolve) => setTimeout(resolve, 20))
    }
  })

  it('are not kept for a signed-in shopper, whose answer says which pictures are theirs', async () => {
    await testApp.visitor().get(address)
    const { visitor } = await signedInVisitor(testApp)
    assert.equal((await visitor.post('/v1/favorites', { image_id: id })).statusCode, 201)
    const mine = await visitor.get(address)
    assert.equal(mine.headers['cache-control'], 'private, no-cache')
    assert.equal(mine.json().data.attributes.is_favorite, true)
    const anyone = await testApp.visitor().get(address)
    assert.equal(anyone.json().data.attributes.is_favorite, false)
    assert.equal(anyone.headers['cache-control'], 'public, no-cache')
  })

  it("still remember a kept picture in the visitor's recently viewed", async () => {
    await testApp.visitor().get(address)
    const visitor = testApp.visitor()
    await visitor.get('/v1/csrf')
    const viewed = await visitor.get(address)
    assert.equal(viewed.statusCode, 200)
    const recent = (await visitor.get('/v1/recent_images')).json()
    assert.deepEqual(
      recent.data.map((image: { id: string }) => Number(image.id)),
      [id],
    )
  })
})
