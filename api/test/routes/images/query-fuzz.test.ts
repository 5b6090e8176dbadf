import assert from 'node:assert/strict'
import { test } from 'node:test'
import fc from 'fast-check'
import { build } from '../../helper.js'

/** Property: whatever a client puts in the catalogue's query strings, the answer is never a 5xx. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 150)
const testApp = await build()
const visitor = testApp.visitor()
await visitor.get('/v1/csrf')

const paths = [
  '/v1/images',
  '/v1/images/1',
  '/v1/categories',
  '/v1/subcategories',
  '/v1/recent_images',
  '/v1/homepage/popular_products',
  '/v1/homepage/promoted_categories',
  '/v1/homepage/login_screens',
]
const keys = [
  'filter[search]',
  'filter[category]',
  'filter[subcategory]',
  'filter[orientation]',
  'filter[colors]',
  'filter[frontend_client]',
  'filter[modal]',
  'sort',
  'per_page',
  'page',
]
const value = fc.oneof(
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.integer().map(String),
  fc.constantFrom(
    '',
    '\u0000',
    '%',
    '_',
    '\\',
    "' or 1=1 --",
    '2147483648',
    '-1',
    '1e9',
    'portrait,square',
    '000000,ffffff',
    '#FFFFFF',
    'x'.repeat(300),
    'hory',
    'spa',
    'sign-in',
    '-name',
    'price',
  ),
)
const query = fc.array(fc.tuple(fc.constantFrom(...keys), value), { maxLength: 5 })

test('random query strings never make a catalogue call fail with 5xx', async () => {
  await fc.assert(
    fc.asyncProperty(fc.constantFrom(...paths), query, async (path, pairs) => {
      const search = pairs
        .map(([key, text]) => `${encodeURIComponent(key)}=${encodeURIComponent(text)}`)
        .join('&')
      const response = await visitor.get(search ? `${path}?${search}` : path)
      assert.ok(
        response.statusCode < 500,
        `${path}?${search} answered ${response.statusCode}: ${response.body}`,
      )
    }),
    { numRuns: RUNS },
  )
})

test('random image ids in the path are found or 404, never 5xx', async () => {
  const id = fc.oneof(
    fc.integer({ min: -5, max: 2 ** 40 }).map(String),
    fc.string({ minLength: 1, maxLength: 12 }).map(encodeURIComponent),
  )
  await fc.assert(
    fc.asyncProperty(id, async (text) => {
      const response = await visitor.get(`/v1/images/${text}`)
      assert.ok(
        [200, 404].includes(response.statusCode),
        `/v1/images/${text} answered ${response.statusCode}`,
      )
    }),
    { numRuns: RUNS },
  )
})
