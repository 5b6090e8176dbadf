import assert from 'node:assert/strict'
import { test } from 'node:test'
import { build, type Resource } from '../../helper.js'

const testApp = await build()

async function list(query = '', language = 'cs') {
  const response = await testApp.app.inject({
    url: `/v1/subcategories${query}`,
    headers: { 'accept-language': language },
  })
  return { response, body: response.json() as { data: Resource[]; included: Resource[] } }
}

test('lists every subcategory with its category included', async () => {
  const { response, body } = await list()
  assert.equal(response.statusCode, 200)
  assert.ok(body.data.length > 0)
  const categories = new Map(body.included.map((category) => [category.id, category]))
  for (const subcategory of body.data) {
    assert.equal(subcategory.type, 'subcategories')
    const category = categories.get((subcategory.relationships.category!.data as { id: string }).id)
    assert.equal(category?.type, 'categories')
  }
  const slugs = body.data.map((subcategory) => subcategory.attributes.slug)
  assert.ok(slugs.includes('hory'))
  assert.equal(new Set(slugs).size, slugs.length)
})

test('filter[category] takes a slug or an id; an unknown one lists nothing', async () => {
  const bySlug = await list('?filter[category]=priroda')
  assert.ok(bySlug.body.data.length > 0)
  assert.equal(bySlug.body.included.length, 1)
  const category = bySlug.body.included[0]!
  assert.equal(category.attributes.slug, 'priroda')
  assert.ok(
    bySlug.body.data.every(
      (subcategory) =>
        (subcategory.relationships.category!.data as { id: string }).id === category.id,
    ),
  )
  assert.deepEqual(
    bySlug.body.data.map((subcategory) => subcategory.attributes.position),
    [...bySlug.body.data.map((subcategory) => Number(subcategory.attributes.position))].sort(
      (a, b) => a - b,
    ),
  )

  const byId = await list(`?filter[category]=${category.id}`)
  assert.deepEqual(byId.body.data, bySlug.body.data)

  const unknown = await list('?filter[category]=neexistuje')
  assert.equal(unknown.response.statusCode, 200)
  assert.deepEqual(unknown.body.data, [])
})

test('names follow the language', async () => {
  const cs = await list('?filter[category]=priroda', 'cs')
  const en = await list('?filter[category]=priroda', 'en')
  assert.equal(en.response.headers['content-language'], 'en')
  const hory = (body: { data: Resource[] }) =>
    body.data.find((subcategory) => subcategory.attributes.slug === 'hory')!
  assert.equal(hory(cs.body).attributes.name, 'Hory')
  assert.equal(hory(en.body).attributes.name, 'Mountains')
})
