import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import fc from 'fast-check'
import { hostileBody, jsonContentType } from './fuzz-bodies.js'
import { build, signedInVisitor, type Visitor } from './helper.js'
import { includedOf, readyBasket, shopIds } from './routes/baskets/fixtures.js'

/**
 * Property: whatever body a client sends to an unsafe endpoint, the answer is never a 5xx.
 * Bodies mix the endpoint's own field names with random values of every JSON type, whole random
 * JSON documents, and text that is not JSON at all.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 300)

const ADDRESS_FIELDS = [
  'first_name',
  'last_name',
  'company',
  'street',
  'city',
  'zip',
  'country',
  'phone_number',
]

const BASKET_ITEM_FIELDS = [
  'image_id',
  'upload_id',
  'layout_id',
  'paper_id',
  'custom_width',
  'custom_height',
  'format_type',
  'coordinate_x',
  'coordinate_y',
  'quantity',
]

const endpoints: {
  method: 'POST' | 'PATCH' | 'DELETE'
  url: string
  fields: string[]
  fresh?: boolean
}[] = [
  {
    method: 'POST',
    url: '/v1/auth/register',
    fields: [
      'email',
      'password',
      'password_confirmation',
      'name',
      'phone_number',
      'remember',
      'terms_accepted',
      'locale',
      'street',
      'city',
      'zip',
      'country',
      'token',
      'driver',
    ],
  },
  {
    method: 'POST',
    url: '/v1/auth/login',
    fields: ['username', 'password', 'remember', 'token', 'driver'],
    fresh: true,
  },
  { method: 'POST', url: '/v1/auth/logout/normal', fields: [], fresh: true },
  { method: 'POST', url: '/v1/auth/password/forgot', fields: ['email'] },
  {
    method: 'POST',
    url: '/v1/auth/password/reset',
    fields: ['email', 'token', 'password', 'password_confirmation', 'remember'],
    fresh: true,
  },
  {
    method: 'POST',
    url: '/v1/auth/password/update',
    fields: ['current_password', 'password', 'password_confirmation'],
  },
  {
    method: 'PATCH',
    url: '/v1/me',
    fields: ['name', 'phone_number', 'locale', 'marketing_consent', 'email', 'current_password'],
  },
  { method: 'POST', url: '/v1/me/destroy', fields: ['password', 'social_token', 'social_driver'] },
  {
    method: 'POST',
    url: '/v1/me/addresses',
    fields: ADDRESS_FIELDS,
  },
  {
    method: 'PATCH',
    url: '/v1/me/addresses/{address}',
    fields: ADDRESS_FIELDS,
  },
  { method: 'DELETE', url: '/v1/me/addresses/{random}', fields: [] },
  { method: 'POST', url: '/v1/favorites', fields: ['image_id'] },
  { method: 'DELETE', url: '/v1/favorites/{random}', fields: [] },
  { method: 'POST', url: '/v1/owners/{random}', fields: [] },
  { method: 'POST', url: '/v1/baskets', fields: [] },
  { method: 'POST', url: '/v1/baskets/{basket}/basket_items', fields: BASKET_ITEM_FIELDS },
  {
    method: 'PATCH',
    url: '/v1/baskets/{basket}/basket_items/{item}',
    fields: BASKET_ITEM_FIELDS,
  },
  { method: 'DELETE', url: '/v1/baskets/{basket}/basket_items/{random}', fields: [] },
  {
    method: 'PATCH',
    url: '/v1/baskets/{basket}',
    fields: ['delivery_method_id', 'payment_method', 'pickup_point', 'note', 'locale'],
  },
  { method: 'POST', url: '/v1/baskets/{basket}/use_coupon', fields: ['coupon_code'] },
  {
    method: 'POST',
    url: '/v1/baskets/{basket}/billing_details',
    fields: [...ADDRESS_FIELDS, 'email', 'company_id', 'vat_id'],
  },
  {
    method: 'PATCH',
    url: '/v1/baskets/{basket}/billing_details',
    fields: [...ADDRESS_FIELDS, 'email', 'company_id', 'vat_id'],
  },
  {
    method: 'POST',
    url: '/v1/baskets/{basket}/shipping_details',
    fields: [...ADDRESS_FIELDS, 'email'],
  },
  {
    method: 'PATCH',
    url: '/v1/baskets/{basket}/shipping_details',
    fields: [...ADDRESS_FIELDS, 'email'],
  },
  { method: 'DELETE', url: '/v1/baskets/{basket}/shipping_details', fields: [] },
  // Last of the basket's calls: a successful checkout closes the basket.
  {
    method: 'POST',
    url: '/v1/baskets/{basket}/checkout',
    fields: ['terms_accepted', 'expected_total'],
  },
  { method: 'POST', url: '/v1/me/orders/{random}/repeat', fields: [] },
  { method: 'POST', url: '/v1/me/orders/{random}/payment', fields: [] },
  { method: 'POST', url: '/v1/me/orders/{random}/withdrawals', fields: ['items'] },
  { method: 'POST', url: '/v1/payments/callback/sandbox', fields: ['reference', 'status'] },
  { method: 'POST', url: '/v1/payments/sandbox/{random}/decision', fields: ['status'] },
]

const anyText = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'a@b.cz',
    'jana@example.cz',
    'x'.repeat(300),
    '<script>',
    "' or 1=1 --",
    '%_\\',
    'cs',
    'google',
    'CZ',
  ),
)
const anyValue = fc.oneof(
  anyText,
  fc.integer(),
  fc.double(),
  fc.constantFrom(2 ** 31, -(2 ** 31) - 1, Number.MAX_SAFE_INTEGER, 0, -1),
  fc.boolean(),
  fc.constant(null),
  fc.array(anyText, { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), anyText, { maxKeys: 3 }),
)
const bodyFor = (fields: string[]) =>
  fc.oneof(
    {
      weight: 6,
      arbitrary: fields.length
        ? fc.record(Object.fromEntries(fields.map((field) => [field, anyValue])), {
            requiredKeys: [],
          })
        : fc.constant({}),
    },
    { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
    { weight: 1, arbitrary: fc.string({ maxLength: 60 }).map((text) => ({ raw: text })) },
  )
const pathPart = fc.oneof(
  fc.integer({ min: -5, max: 2 ** 40 }).map(String),
  fc.string({ minLength: 1, maxLength: 12 }).map(encodeURIComponent),
)

describe('fuzzing every unsafe endpoint', async () => {
  const testApp = await build()
  let shopper = await signedInVisitor(testApp)
  const address = await shopper.visitor.post('/v1/me/addresses', {
    first_name: 'Jana',
    last_name: 'Nováková',
    street: 'Dlouhá 1',
    city: 'Praha',
    zip: '11000',
    country: 'CZ',
  })
  const addressId = String(address.json()?.data?.id ?? 1)
  const basketUuid = await readyBasket(shopper.visitor, await shopIds(testApp))
  const basket = await shopper.visitor.get(`/v1/baskets/${basketUuid}`)
  const basketItemId = includedOf(basket.json(), 'basket_items')[0]?.id ?? '1'

  // Sign-out and account deletion may end the shopper's session: after a call that was not
  // refused, the next run checks and signs a new shopper in. A refused call changes nothing.
  let sessionMayHaveEnded = false
  for (const endpoint of endpoints) {
    it(`${endpoint.method} ${endpoint.url} never answers 5xx`, async () => {
      await fc.assert(
        fc.asyncProperty(bodyFor(endpoint.fields), pathPart, async (body, part) => {
          if (sessionMayHaveEnded && (await shopper.visitor.get('/v1/me')).statusCode !== 200)
            shopper = await signedInVisitor(testApp)
          sessionMayHaveEnded = false
          const visitor: Visitor = endpoint.fresh ? testApp.visitor() : shopper.visitor
          const url = endpoint.url
            .replace('{address}', addressId)
            .replace('{basket}', basketUuid)
            .replace('{item}', basketItemId)
            .replace('{random}', part)
          const raw =
            body && typeof body === 'object' && 'raw' in body && Object.keys(body).length === 1
          const response = await visitor.request(endpoint.method, url, {
            body: raw ? (body as { raw: string }).raw : JSON.stringify(body),
            headers: { 'content-type': 'application/json' },
          })
          assert.ok(
            response.statusCode < 500,
            `${endpoint.method} ${url} ${JSON.stringify(body)} → ${response.statusCode} ${response.body}`,
          )
          sessionMayHaveEnded = response.statusCode < 400
        }),
        { numRuns: RUNS },
      )
    })
  }

  // Bodies at the parser's limits: at least 10,000 in all, shared among the endpoints.
  const hostileRuns = Math.ceil(10_000 / endpoints.length)
  // None of these bodies can sign the shopper out or delete the account: the last test checks.
  const anonymous = testApp.visitor()
  let hostileBodies = 0
  for (const endpoint of endpoints) {
    it(`${endpoint.method} ${endpoint.url} never answers 5xx to bodies at the parser's limits`, async () => {
      const url = endpoint.url
        .replace('{address}', addressId)
        .replace('{basket}', basketUuid)
        .replace('{item}', basketItemId)
        .replace('{random}', '1')
      if ((await shopper.visitor.get('/v1/me')).statusCode !== 200)
        shopper = await signedInVisitor(testApp)
      const visitor = endpoint.fresh ? anonymous : shopper.visitor
      await fc.assert(
        fc.asyncProperty(hostileBody(endpoint.fields), jsonContentType, async (body, type) => {
          hostileBodies++
          const response = await visitor.request(endpoint.method, url, {
            body,
            headers: { 'content-type': type },
          })
          assert.ok(
            response.statusCode < 500,
            `${endpoint.method} ${url} ${body.slice(0, 200)}… (${body.length} characters) → ${response.statusCode} ${response.body}`,
          )
        }),
        { numRuns: hostileRuns },
      )
    })
  }

  it('sent over 10,000 bodies at the limits, and the shopper was signed in to the end', async () => {
    assert.ok(hostileBodies >= 10_000, `${hostileBodies} bodies`)
    assert.equal((await shopper.visitor.get('/v1/me')).statusCode, 200)
  })
})
