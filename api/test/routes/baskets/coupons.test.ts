import assert from 'node:assert/strict'
import { test } from 'node:test'
import { eq } from 'drizzle-orm'
import { coupons } from '../../../src/db/schema.js'
import { build } from '../../helper.js'
import { canvas, includedOf, newBasket, photoPrint, shopIds } from './fixtures.js'

const testApp = await build()
const ids = await shopIds(testApp)
// The Christmas code is valid 22 November – 20 December 2026; keep it valid whenever the tests run.
await testApp.database.db
  .update(coupons)
  .set({
    validFrom: new Date(Date.now() - 86_400_000),
    validUntil: new Date(Date.now() + 86_400_000),
  })
  .where(eq(coupons.code, 'VANOCE26'))

async function basketWith(...items: Record<string, unknown>[]) {
  const visitor = testApp.visitor()
  const uuid = await newBasket(visitor)
  for (const item of items) await visitor.post(`/v1/baskets/${uuid}/basket_items`, item)
  const use = (code: string | null) =>
    visitor.post(`/v1/baskets/${uuid}/use_coupon`, { coupon_code: code })
  return { visitor, uuid, use }
}

test('VANOCE26 takes 15 % off canvases only, typed in any case', async () => {
  const { use } = await basketWith(photoPrint(ids), canvas(ids))
  const applied = await use('  vanoce26 ')
  assert.equal(applied.statusCode, 200)
  const body = applied.json()
  const [photo, onCanvas] = includedOf(body, 'basket_items')
  assert.equal(photo!.attributes.discount, 0)
  const canvasPrice = onCanvas!.attributes.total_price as number
  assert.equal(onCanvas!.attributes.discount, Math.round(canvasPrice * 0.15))
  assert.equal(body.data.attributes.coupon_code, 'VANOCE26')
  assert.equal(body.data.attributes.discount, Math.round(canvasPrice * 0.15))
  assert.equal(
    body.data.attributes.total,
    body.data.attributes.items_total - body.data.attributes.discount,
  )
  const [coupon] = includedOf(body, 'coupons')
  assert.equal(coupon!.attributes.applied, true)
  assert.equal(coupon!.attributes.percent_off, 15)
})

test('one answer for a code that does not exist, is not valid now or is used up', async () => {
  const hour = 3_600_000
  const future = { validFrom: new Date(Date.now() + 30 * 24 * hour) }
  await testApp.database.db.insert(coupons).values([
    // A code announced for later, with a minimum the basket does not meet: nothing may show it.
    { code: 'JARO27', kind: 'percentage', percentOff: 20, minimumOrderCzk: 1500_00, ...future },
    { code: 'ZIMA27', kind: 'fixed', amountOffCzk: 100_00, amountOffEur: 4_00, ...future },
    { code: 'VYPRODANO', kind: 'percentage', percentOff: 5, usageLimit: 10, usedCount: 10 },
    { code: 'VYPNUTO', kind: 'percentage', percentOff: 5, active: false },
  ])
  const photos = await basketWith(photoPrint(ids))
  const answers = new Set<string>()
  for (const code of ['NEEXISTUJE', 'LETO26', 'JARO27', 'ZIMA27', 'VYPRODANO', 'VYPNUTO']) {
    const response = await photos.use(code)
    assert.equal(response.statusCode, 422, code)
    answers.add(response.body)
  }
  assert.deepEqual(
    [...answers].map((body) => JSON.parse(body).errors),
    [
      {
        coupon_code: [
          'Tento slevový kód neplatí nebo už byl použit. Zkontrolujte prosím, zda jste ho napsali správně.',
        ],
      },
    ],
    'the same status and body, byte for byte',
  )
  assert.equal(
    (await photos.visitor.get(`/v1/baskets/${photos.uuid}`)).json().data.attributes.coupon_code,
    null,
  )

  const english = testApp.visitor()
  english.language = 'en'
  const uuid = await newBasket(english)
  const response = await english.post(`/v1/baskets/${uuid}/use_coupon`, { coupon_code: 'LETO26' })
  assert.equal(
    response.json().errors.coupon_code[0],
    'This discount code is not valid or has already been used. Please check that you typed it correctly.',
  )
})

test('a code valid now tells a basket below its minimum or with nothing it applies to', async () => {
  const photos = await basketWith(photoPrint(ids))
  const cases: [string, RegExp][] = [
    ['VANOCE26', /nevztahuje/],
    ['VITEJTE10', /od 500,00 Kč/],
    ['OBRAZ200', /od 1 500,00 Kč/],
  ]
  for (const [code, message] of cases) {
    const response = await photos.use(code)
    assert.equal(response.statusCode, 422, code)
    assert.match(response.json().errors.coupon_code[0], message, code)
  }
})

test('a fixed discount over its minimum; removing the code', async () => {
  const { use } = await basketWith(canvas(ids, { quantity: 2 }))
  const applied = await use('OBRAZ200')
  assert.equal(applied.statusCode, 200)
  assert.equal(applied.json().data.attributes.discount, 20_000)
  const removed = await use(null)
  assert.equal(removed.json().data.attributes.discount, 0)
  assert.equal(removed.json().data.attributes.coupon_code, null)
  assert.equal((await use('')).statusCode, 200, 'an empty code removes it too')
  assert.equal((await use(42 as unknown as string)).statusCode, 422)
})

test('a code that stops applying stays on the basket without a discount and says why', async () => {
  const { visitor, uuid, use } = await basketWith(photoPrint(ids, { quantity: 10 }))
  assert.equal((await use('VITEJTE10')).statusCode, 200)
  const item = (await visitor.get(`/v1/baskets/${uuid}`))
    .json()
    .included.find((resource: { type: string }) => resource.type === 'basket_items')
  const smaller = await visitor.patch(`/v1/baskets/${uuid}/basket_items/${item.id}`, {
    quantity: 1,
  })
  const body = smaller.json()
  assert.equal(body.data.attributes.coupon_code, 'VITEJTE10')
  assert.equal(body.data.attributes.discount, 0)
  const [coupon] = includedOf(body, 'coupons')
  assert.equal(coupon!.attributes.applied, false)
  assert.match(coupon!.attributes.problem as string, /500,00 Kč/)
})
