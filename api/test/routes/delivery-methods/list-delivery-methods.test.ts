import assert from 'node:assert/strict'
import { test } from 'node:test'
import { eq } from 'drizzle-orm'
import { deliveryMethods } from '../../../src/db/schema.js'
import { build } from '../../helper.js'

const testApp = await build()

interface DeliveryMethod {
  type: string
  id: string
  attributes: {
    slug: string
    kind: string
    carrier: string | null
    name: string
    description: string
    price: number
    free_from: number | null
    currency: string
    countries: string[]
    excluded_countries: string[]
    needs_pickup_point: boolean
  } & Record<string, unknown>
}
interface List {
  data: DeliveryMethod[]
  meta: { total: number }
  errors?: Record<string, string[]>
}

async function methods(query = '', language = 'cs') {
  const visitor = testApp.visitor()
  visitor.language = language
  const response = await visitor.get(`/v1/delivery_methods${query}`)
  return { response, body: response.json() as List }
}

const slugs = (body: List) => body.data.map((method) => method.attributes.slug)
const bySlug = (body: List, slug: string) =>
  body.data.find((method) => method.attributes.slug === slug)!

test('lists every active method in Czech with prices in CZK', async () => {
  const { response, body } = await methods()
  assert.equal(response.statusCode, 200)
  assert.equal(response.headers['content-language'], 'cs')
  assert.deepEqual(slugs(body), [
    'zasilkovna',
    'ppl',
    'osobni-odber',
    'packeta-sk',
    'kuryr-sk',
    'dpd-eu',
  ])
  assert.equal(body.meta.total, 6)

  const zasilkovna = bySlug(body, 'zasilkovna')
  assert.equal(zasilkovna.type, 'delivery_methods')
  assert.deepEqual(zasilkovna.attributes, {
    slug: 'zasilkovna',
    kind: 'pickup_point',
    carrier: 'zasilkovna',
    name: 'Zásilkovna – výdejní místo nebo Z-BOX',
    description: zasilkovna.attributes.description,
    price: 7900,
    free_from: 150000,
    currency: 'CZK',
    countries: ['CZ'],
    excluded_countries: [],
    needs_pickup_point: true,
    transit_days: 2,
  })
  assert.match(zasilkovna.attributes.description, /Z-BOX/)
  assert.ok(!('price_for_basket' in zasilkovna.attributes), 'no basket, no basket price')

  const collection = bySlug(body, 'osobni-odber').attributes
  assert.equal(collection.price, 0)
  assert.equal(collection.free_from, null)
  assert.equal(collection.carrier, null)
  assert.equal(collection.needs_pickup_point, false)
  assert.match(collection.description, /Praze 7 – Holešovicích/)
  assert.match(collection.description, /9:00–17:00/)

  assert.equal(bySlug(body, 'ppl').attributes.price, 12900)
  assert.equal(bySlug(body, 'dpd-eu').attributes.price, 31900)
  assert.deepEqual(bySlug(body, 'dpd-eu').attributes.excluded_countries, ['CZ', 'SK'])
  // Working days on the way, as docs/shop-facts.md gives them: the checkout's delivery date.
  assert.deepEqual(
    slugs(body).map((slug) => bySlug(body, slug).attributes.transit_days),
    [2, 1, 0, 3, 2, 5],
  )
})

test('in English the names are English and prices are in EUR', async () => {
  const czech = (await methods()).body
  const { response, body } = await methods('', 'en')
  assert.equal(response.statusCode, 200)
  assert.equal(response.headers['content-language'], 'en')
  assert.deepEqual(slugs(body), slugs(czech))

  const zasilkovna = bySlug(body, 'zasilkovna').attributes
  assert.equal(zasilkovna.name, 'Zásilkovna – pickup point or Z-BOX')
  assert.equal(zasilkovna.currency, 'EUR')
  assert.equal(zasilkovna.price, 320)
  assert.equal(zasilkovna.free_from, 6000)
  assert.equal(bySlug(body, 'packeta-sk').attributes.price, 390)
  assert.equal(bySlug(body, 'kuryr-sk').attributes.price, 690)
  assert.equal(bySlug(body, 'dpd-eu').attributes.price, 1290)
  assert.equal(bySlug(body, 'osobni-odber').attributes.name, 'Collect from our studio in Prague 7')
  for (const method of body.data)
    assert.notEqual(
      method.attributes.description,
      bySlug(czech, method.attributes.slug).attributes.description,
    )
})

test('filter[country] keeps the methods delivering there, the most relevant first', async () => {
  // The country's own carriers, then those for every country; collection at the studio in Prague
  // last: a German is not offered a trip to Prague first.
  for (const [country, expected] of [
    ['CZ', ['zasilkovna', 'ppl', 'osobni-odber']],
    ['SK', ['packeta-sk', 'kuryr-sk', 'osobni-odber']],
    ['DE', ['dpd-eu', 'osobni-odber']],
    ['EL', ['dpd-eu', 'osobni-odber']],
  ] as const) {
    const { response, body } = await methods(`?filter[country]=${country}`)
    assert.equal(response.statusCode, 200, country)
    assert.deepEqual(slugs(body), expected, country)
    assert.equal(body.meta.total, expected.length, country)
  }
})

test('an unknown country is a 422 on filter[country]', async () => {
  for (const query of [
    '?filter[country]=XX',
    '?filter[country]=cz',
    '?filter[country]=GB',
    '?filter[country]=GR',
    '?filter[country]=CZ,SK',
    '?filter[country]=',
    '?filter[country]=CZ&filter[country]=SK',
  ]) {
    const { response, body } = await methods(query)
    assert.equal(response.statusCode, 422, query)
    assert.ok(body.errors?.['filter[country]']?.[0], query)
  }
})

test('an inactive method is not offered', async () => {
  const db = testApp.database.db
  await db.update(deliveryMethods).set({ active: false }).where(eq(deliveryMethods.slug, 'ppl'))
  try {
    const { body } = await methods('?filter[country]=CZ')
    assert.deepEqual(slugs(body), ['zasilkovna', 'osobni-odber'])
  } finally {
    await db.update(deliveryMethods).set({ active: true }).where(eq(deliveryMethods.slug, 'ppl'))
  }
})
