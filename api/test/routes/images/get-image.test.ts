import assert from 'node:assert/strict'
import { test } from 'node:test'
import { count } from 'drizzle-orm'
import { imageViews } from '../../../src/db/schema.js'
import { build } from '../../helper.js'
import type { ResourceObject as Resource } from '../../../src/lib/jsonapi.js'

const testApp = await build()

async function image(id: string | number, language = 'cs') {
  const response = await testApp.app.inject({
    url: `/v1/images/${id}`,
    headers: { 'accept-language': language },
  })
  return { response, body: response.json() as { data: Resource; included: Resource[] } }
}

const firstId = (await testApp.app.inject({ url: '/v1/images?per_page=1' })).json().data[0]
  .id as string

async function views() {
  const [row] = await testApp.database.db.select({ value: count() }).from(imageViews)
  return row!.value
}

test('one image with its layouts, papers, categories and subcategories included', async () => {
  const { response, body } = await image(firstId)
  assert.equal(response.statusCode, 200)
  assert.equal(body.data.type, 'images')
  assert.equal(body.data.id, firstId)
  assert.equal(body.data.attributes.is_favorite, false)

  const byKey = new Map(body.included.map((item) => [`${item.type}:${item.id}`, item]))
  const types = new Set(body.included.map((item) => item.type))
  assert.deepEqual([...types].sort(), ['categories', 'layouts', 'papers', 'subcategories'])
  for (const link of [
    ...(body.data.relationships!.categories!.data as Resource[]),
    ...(body.data.relationships!.subcategories!.data as Resource[]),
  ]) {
    assert.ok(byKey.has(`${link.type}:${link.id}`), `${link.type} ${link.id} is included`)
  }

  const layouts = body.included.filter((item) => item.type === 'layouts')
  assert.ok(layouts.length > 0)
  for (const layout of layouts) {
    for (const key of ['slug', 'name', 'description'])
      assert.equal(typeof layout.attributes[key], 'string')
    assert.ok(Number(layout.attributes.min_side_mm) < Number(layout.attributes.max_side_mm))
    // Working days to make it: photo prints and posters 2, canvas and aluminium 4.
    assert.equal(
      layout.attributes.production_days,
      ['obraz-na-platne', 'fotoobraz-na-hlinikove-desce'].includes(String(layout.attributes.slug))
        ? 4
        : 2,
    )
    // Only a canvas wraps round its frame, 2 cm on each side.
    assert.equal(layout.attributes.edge_mm, layout.attributes.slug === 'obraz-na-platne' ? 20 : 0)
    const sizes = layout.attributes.sizes as {
      width_mm: number
      height_mm: number
      price: number
    }[]
    assert.ok(sizes.length > 0)
    assert.ok(
      sizes.every(
        (size) => size.width_mm > 0 && size.height_mm > 0 && Number.isInteger(size.price),
      ),
    )
    const custom = layout.attributes.custom_price as { base: number; per_square_metre: number }
    assert.ok(custom.base >= 0 && custom.per_square_metre > 0)
    const papers = layout.relationships!.papers!.data as Resource[]
    assert.ok(papers.length > 0)
    for (const paper of papers) {
      const included = byKey.get(`papers:${paper.id}`)
      assert.ok(included)
      assert.equal(typeof included.attributes.surcharge_percent, 'number')
    }
  }
})

test('prices and texts follow the language', async () => {
  const cs = await image(firstId, 'cs')
  const en = await image(firstId, 'en')
  assert.equal(en.response.headers['content-language'], 'en')
  assert.notEqual(cs.body.data.attributes.name, en.body.data.attributes.name)
  assert.equal(cs.body.data.attributes.currency, 'CZK')
  assert.equal(en.body.data.attributes.currency, 'EUR')
  const layout = (body: typeof cs.body) => body.included.find((item) => item.type === 'layouts')!
  assert.equal(layout(cs.body).id, layout(en.body).id)
  assert.notEqual(layout(cs.body).attributes.name, layout(en.body).attributes.name)
  assert.equal(layout(cs.body).attributes.currency, 'CZK')
  const price = (body: typeof cs.body) =>
    (layout(body).attributes.sizes as { price: number }[])[0]!.price
  assert.notEqual(price(cs.body), price(en.body))
})

test('an unknown or malformed id is a 404', async () => {
  for (const id of ['999999', 'abc', '0', '-1', '1.5', '99999999999999']) {
    const { response } = await image(id)
    assert.equal(response.statusCode, 404, id)
    assert.equal(typeof (response.json() as { message: string }).message, 'string')
  }
})

test('without a session no view is recorded and none is started', async () => {
  const before = await views()
  const { response } = await image(firstId)
  assert.equal(response.statusCode, 200)
  assert.equal(response.headers['set-cookie'], undefined)
  assert.equal(await views(), before)
})
