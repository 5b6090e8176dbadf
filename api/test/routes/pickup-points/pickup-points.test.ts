import assert from 'node:assert/strict'
import { test } from 'node:test'
import { fold } from '../../../src/lib/text.js'
import { build } from '../../helper.js'

const testApp = await build()

interface PickupPoint {
  type: string
  id: string
  attributes: {
    carrier: string
    name: string
    street: string
    city: string
    zip: string
    country: string
    opening_hours: string
  } & Record<string, unknown>
}
interface Page {
  data: PickupPoint[]
  meta: { total: number; per_page: number; current_page: number; last_page: number }
  errors?: Record<string, string[]>
}

async function points(query = '', language = 'cs') {
  const visitor = testApp.visitor()
  visitor.language = language
  const response = await visitor.get(`/v1/pickup_points${query}`)
  return { response, body: response.json() as Page }
}

const all = (await points('?per_page=100')).body

test('lists the directory 20 a page by default, with paging meta', async () => {
  assert.ok(all.meta.total >= 35, `${all.meta.total} points`)
  assert.equal(all.data.length, all.meta.total)
  const cities = all.data.map((point) => fold(point.attributes.city))
  assert.deepEqual(cities, [...cities].sort(), 'by city, accents aside ("České" with C)')

  const { response, body } = await points()
  assert.equal(response.statusCode, 200)
  assert.equal(body.data.length, 20)
  assert.deepEqual(body.meta, {
    total: all.meta.total,
    per_page: 20,
    current_page: 1,
    last_page: Math.ceil(all.meta.total / 20),
  })

  const first = body.data[0]!
  assert.equal(first.type, 'pickup_points')
  assert.deepEqual(Object.keys(first.attributes).sort(), [
    'carrier',
    'city',
    'country',
    'name',
    'opening_hours',
    'street',
    'zip',
  ])

  const last = await points(`?per_page=10&page=${Math.ceil(all.meta.total / 10)}`)
  assert.equal(last.body.data.length, all.meta.total % 10 || 10)
  assert.equal(last.body.meta.total, all.meta.total)
  const past = await points('?per_page=10&page=50')
  assert.deepEqual(past.body.data, [])
  assert.equal(past.body.meta.total, all.meta.total, 'a page past the end still tells the total')
  assert.equal(past.body.meta.last_page, Math.ceil(all.meta.total / 10))

  const pages = [1, 2, 3].map((page) => points(`?per_page=15&page=${page}`))
  const ids = (await Promise.all(pages)).flatMap(({ body: page }) => page.data.map((p) => p.id))
  assert.deepEqual(
    ids,
    all.data.slice(0, 45).map((point) => point.id),
    'pages do not overlap',
  )
})

test('is the same in English: points are not translated', async () => {
  const { response, body } = await points('?per_page=100', 'en')
  assert.equal(response.statusCode, 200)
  assert.equal(response.headers['content-language'], 'en')
  assert.deepEqual(body, all)
})

test('search ignores diacritics and case and needs every word', async () => {
  const plzen = await points('?filter[search]=plzen')
  assert.ok(plzen.body.data.length >= 2)
  assert.ok(plzen.body.data.every((point) => point.attributes.city === 'Plzeň'))
  assert.equal(plzen.body.meta.total, plzen.body.data.length)

  const budejovice = await points(`?filter[search]=${encodeURIComponent('ceske budejovice')}`)
  assert.ok(budejovice.body.data.length >= 2)
  assert.ok(budejovice.body.data.every((point) => point.attributes.city === 'České Budějovice'))

  const upper = await points(`?filter[search]=${encodeURIComponent('ČESKÉ BUDĚJOVICE')}`)
  assert.deepEqual(upper.body, budejovice.body)

  const both = await points(`?filter[search]=${encodeURIComponent('plzeň americka')}`)
  assert.deepEqual(
    both.body.data.map((point) => point.attributes.name),
    ['Z-BOX Plzeň, Americká'],
  )

  const zip = await points(`?filter[search]=${encodeURIComponent('170 00')}`)
  assert.ok(zip.body.data.length >= 1)
  assert.ok(zip.body.data.every((point) => point.attributes.zip === '170 00'))

  const zilina = await points('?filter[search]=zilina')
  assert.ok(zilina.body.data.length >= 1)
  assert.ok(zilina.body.data.every((point) => point.attributes.city === 'Žilina'))

  assert.equal((await points('?filter[search]=plzen%20kosice')).body.meta.total, 0)
  assert.equal((await points('?filter[search]=%25')).body.meta.total, 0, '% is no wildcard')
  assert.equal((await points('?filter[search]=_')).body.meta.total, 0, '_ is no wildcard')
  assert.equal((await points('?filter[search]=%20%20')).body.meta.total, all.meta.total)
})

test('filters by country and carrier', async () => {
  const slovak = await points('?filter[country]=SK&per_page=100')
  assert.ok(slovak.body.data.length >= 10)
  assert.ok(
    slovak.body.data.every(
      (point) => point.attributes.country === 'SK' && point.attributes.carrier === 'packeta',
    ),
  )
  const czech = await points('?filter[carrier]=zasilkovna&per_page=100')
  assert.ok(czech.body.data.length >= 25)
  assert.ok(czech.body.data.every((point) => point.attributes.country === 'CZ'))
  assert.equal(czech.body.meta.total + slovak.body.meta.total, all.meta.total)

  const cities = czech.body.data.map((point) => point.attributes.city)
  assert.ok(cities.includes('Brno') && cities.includes('Praha 7') && cities.includes('Ostrava'))

  assert.equal((await points('?filter[country]=DE')).body.meta.total, 0)
  assert.equal((await points('?filter[country]=CZ&filter[carrier]=packeta')).body.meta.total, 0)
  const bratislava = await points('?filter[country]=SK&filter[search]=bratislava')
  assert.ok(bratislava.body.data.every((point) => point.attributes.city === 'Bratislava'))
  assert.ok(bratislava.body.meta.total >= 3)
})

test('bad filter and paging values are 422s on their field', async () => {
  for (const [query, field] of [
    ['?filter[country]=XX', 'filter[country]'],
    ['?filter[country]=sk', 'filter[country]'],
    ['?filter[carrier]=ppl', 'filter[carrier]'],
    ['?filter[carrier]=', 'filter[carrier]'],
    [`?filter[search]=${'a'.repeat(101)}`, 'filter[search]'],
    ['?per_page=0', 'per_page'],
    ['?per_page=101', 'per_page'],
    ['?page=0', 'page'],
    ['?page=abc', 'page'],
  ] as const) {
    const { response, body } = await points(query)
    assert.equal(response.statusCode, 422, query)
    assert.ok(body.errors?.[field]?.[0], query)
  }
})

test('one point by id; an unknown or impossible id is not found', async () => {
  const known = all.data.find((point) => point.attributes.name === 'Z-BOX Plzeň, Americká')!
  const visitor = testApp.visitor()
  const response = await visitor.get(`/v1/pickup_points/${known.id}`)
  assert.equal(response.statusCode, 200)
  assert.deepEqual(response.json().data, known)
  assert.equal(known.attributes.opening_hours, 'nonstop')
  assert.equal(known.attributes.zip, '301 00')

  for (const id of ['99999', 'abc-def', 'a_b', 'x'.repeat(41), '%20', 'ab%00cd', 'Plze%C5%88']) {
    const missing = await visitor.get(`/v1/pickup_points/${id}`)
    assert.equal(missing.statusCode, 404, id)
    assert.ok(missing.json().message, id)
  }
})
