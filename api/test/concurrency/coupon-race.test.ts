import assert from 'node:assert/strict'
import { test } from 'node:test'
import { eq, inArray } from 'drizzle-orm'
import { coupons, orders } from '../../src/db/schema.js'
import { build, signedInVisitor, type Visitor } from '../helper.js'
import { includedOf, readyBasket, shopIds } from '../routes/baskets/fixtures.js'
import { basketRow, statusCounts } from './fixtures.js'

/**
 * Several shoppers with the same limited coupon in their baskets check out at the same moment.
 * The coupon's use is counted in the checkout transaction with a conditional UPDATE: it may never
 * go beyond its limit, and a checkout that misses the last use orders nothing.
 */
const testApp = await build()
const ids = await shopIds(testApp)
const db = testApp.database.db

let couponCounter = 0
/** A fresh 10 % coupon for every item, with the given use counts. */
async function insertCoupon(values: { usageLimit: number | null; usedCount: number }) {
  const [coupon] = await db
    .insert(coupons)
    .values({
      code: `ZAVOD${process.pid}X${++couponCounter}`,
      kind: 'percentage',
      percentOff: 10,
      ...values,
    })
    .returning()
  return coupon!
}

async function usedCount(couponId: number) {
  const [row] = await db.select().from(coupons).where(eq(coupons.id, couponId))
  return row!.usedCount
}

/** Shoppers, each signed in with a ready basket that has the coupon applied. */
async function shoppersWithCoupon(count: number, code: string) {
  const shoppers: { visitor: Visitor; uuid: string }[] = []
  for (let index = 0; index < count; index++) {
    const { visitor } = await signedInVisitor(testApp)
    const uuid = await readyBasket(visitor, ids)
    const applied = await visitor.post(`/v1/baskets/${uuid}/use_coupon`, { coupon_code: code })
    assert.equal(applied.statusCode, 200, applied.body)
    assert.ok(applied.json().data.attributes.discount > 0)
    shoppers.push({ visitor, uuid })
  }
  return shoppers
}

function checkOutAll(shoppers: { visitor: Visitor; uuid: string }[]) {
  return Promise.all(
    shoppers.map(({ visitor, uuid }) =>
      visitor.post(`/v1/baskets/${uuid}/checkout`, { terms_accepted: true }),
    ),
  )
}

test('the last use of a coupon goes to exactly one of six shoppers checking out at once', async () => {
  const coupon = await insertCoupon({ usageLimit: 8, usedCount: 7 })
  const shoppers = await shoppersWithCoupon(6, coupon.code)

  const responses = await checkOutAll(shoppers)
  assert.deepEqual(
    statusCounts(responses),
    { 201: 1, 422: 5 },
    responses.map((r) => r.body).join('\n'),
  )
  const winner = responses.findIndex((response) => response.statusCode === 201)
  const order = responses[winner]!.json().data.attributes
  assert.ok(order.discount > 0)
  assert.equal(order.coupon_code, coupon.code)
  assert.equal(order.total, order.items_total - order.discount + order.delivery_price)
  assert.equal(await usedCount(coupon.id), 8, 'the coupon ends at its limit, not beyond')

  const losers = shoppers.filter((_, index) => index !== winner)
  for (const response of responses.filter((r) => r.statusCode === 422))
    assert.deepEqual(response.json().errors.coupon_code, [
      'Tento slevový kód neplatí nebo už byl použit. Zkontrolujte prosím, zda jste ho napsali správně.',
    ])

  const loserBaskets = await Promise.all(losers.map(({ uuid }) => basketRow(testApp, uuid)))
  assert.deepEqual(
    loserBaskets.map((basket) => basket.status),
    losers.map(() => 'open'),
    'their baskets stay open',
  )
  const loserOrders = await db
    .select()
    .from(orders)
    .where(
      inArray(
        orders.basketId,
        loserBaskets.map((basket) => basket.id),
      ),
    )
  assert.equal(loserOrders.length, 0, 'no order rows for the refused checkouts')
  const withCoupon = await db.select().from(orders).where(eq(orders.couponCode, coupon.code))
  assert.equal(withCoupon.length, 1)

  // A refused shopper sees why, and can order without the coupon.
  const { visitor, uuid } = losers[0]!
  const shown = (await visitor.get(`/v1/baskets/${uuid}`)).json()
  assert.equal(shown.data.attributes.discount, 0)
  assert.equal(includedOf(shown, 'coupons')[0]!.attributes.applied, false)
  await visitor.post(`/v1/baskets/${uuid}/use_coupon`, { coupon_code: null })
  const without = await visitor.post(`/v1/baskets/${uuid}/checkout`, { terms_accepted: true })
  assert.equal(without.statusCode, 201)
  assert.equal(without.json().data.attributes.discount, 0)
  assert.equal(await usedCount(coupon.id), 8)
})

test('a coupon with two uses left goes to exactly two of six', async () => {
  const coupon = await insertCoupon({ usageLimit: 2, usedCount: 0 })
  const shoppers = await shoppersWithCoupon(6, coupon.code)

  const responses = await checkOutAll(shoppers)
  assert.deepEqual(statusCounts(responses), { 201: 2, 422: 4 })
  assert.equal(await usedCount(coupon.id), 2)
  const withCoupon = await db.select().from(orders).where(eq(orders.couponCode, coupon.code))
  assert.equal(withCoupon.length, 2)
})

test('an unlimited coupon counts every one of parallel checkouts', async () => {
  const coupon = await insertCoupon({ usageLimit: null, usedCount: 3 })
  const shoppers = await shoppersWithCoupon(6, coupon.code)

  const responses = await checkOutAll(shoppers)
  assert.deepEqual(statusCounts(responses), { 201: 6 })
  for (const response of responses) assert.ok(response.json().data.attributes.discount > 0)
  assert.equal(await usedCount(coupon.id), 3 + 6, 'no use is lost')
})
