import assert from 'node:assert/strict'
import { test } from 'node:test'
import { eq, inArray } from 'drizzle-orm'
import { categories, imageSubcategories, subcategories } from '../../../src/db/schema.js'
import { build, type Resource } from '../../helper.js'

const testApp = await build()
const GROUPS = ['FOTO', 'ILUSTRACE', 'AKCE']

async function list(language = 'cs', query = '') {
  const response = await testApp.app.inject({
    url: `/v1/categories${query}`,
    headers: { 'accept-language': language },
  })
  return { response, body: response.json() as { data: Resource[]; included: Resource[] } }
}

test('lists categories by group then position, subcategories included', async () => {
  const { response, body } = await list('cs', '?filter[frontend_client]=spa')
  assert.equal(response.statusCode, 200)
  assert.ok(body.data.length > 0)
  const order = body.data.map((category) => [
    GROUPS.indexOf(String(category.attributes.name)),
    Number(category.attributes.position),
  ])
  assert.ok(
    order.every(([group]) => group! >= 0),
    'name is the group',
  )
  assert.deepEqual(
    order,
    [...order].sort((a, b) => a[0]! - b[0]! || a[1]! - b[1]!),
  )

  const included = new Map(body.included.map((item) => [item.id, item]))
  for (const category of body.data) {
    assert.equal(category.type, 'categories')
    for (const key of ['slug', 'title', 'short_name', 'description'])
      assert.equal(typeof category.attributes[key], 'string')
    assert.equal(typeof category.attributes.image_count, 'number')
    const children = category.relationships.subcategories!.data as { type: string; id: string }[]
    assert.ok(children.length > 0)
    for (const child of children) {
      const subcategory = included.get(child.id)
      assert.equal(subcategory?.type, 'subcategories')
      assert.deepEqual(subcategory.relationships.category!.data, {
        type: 'categories',
        id: category.id,
      })
      for (const key of ['slug', 'name', 'description', 'position', 'image_count'])
        assert.ok(key in subcategory.attributes)
    }
  }
})

test('texts follow the language', async () => {
  const cs = await list('cs')
  const en = await list('en')
  assert.equal(cs.response.headers['content-language'], 'cs')
  assert.equal(en.response.headers['content-language'], 'en')
  const czech = cs.body.data.find((category) => category.attributes.slug === 'priroda')!
  const english = en.body.data.find((category) => category.attributes.slug === 'priroda')!
  assert.equal(czech.attributes.title, 'Příroda')
  assert.equal(english.attributes.title, 'Nature')
  assert.equal(czech.attributes.name, 'FOTO')
  assert.equal(english.attributes.name, 'FOTO')
})

test('image_count matches the images listed under the category', async () => {
  const { body } = await list()
  for (const category of body.data.slice(0, 3)) {
    const images = await testApp.app.inject({
      url: `/v1/images?per_page=1&filter[category]=${category.attributes.slug}`,
    })
    assert.equal(images.json().meta.total, category.attributes.image_count)
  }
})

test('an unknown frontend client is a 422 on that field', async () => {
  const { response } = await list('en', '?filter[frontend_client]=desktop')
  assert.equal(response.statusCode, 422)
  assert.ok(response.json().errors['filter[frontend_client]'][0])
})

test('an AKCE category without images is not listed', async () => {
  const db = testApp.database.db
  const [akce] = await db.select().from(categories).where(eq(categories.group, 'AKCE'))
  assert.ok(akce, 'the seed has an AKCE category')
  const children = await db
    .select({ id: subcategories.id })
    .from(subcategories)
    .where(eq(subcategories.categoryId, akce.id))
  await db.delete(imageSubcategories).where(
    inArray(
      imageSubcategories.subcategoryId,
      children.map((child) => child.id),
    ),
  )
  // Written past the API, as another process would: the kept answers go with the database's notice,
  // which reaches this process a moment after the commit; read the new version at once instead.
  await testApp.app.catalogueCache.refresh()

  const { body } = await list()
  assert.ok(!body.data.some((category) => category.id === String(akce.id)))
  assert.ok(
    !body.included.some((subcategory) =>
      children.some((child) => String(child.id) === subcategory.id),
    ),
  )
})
