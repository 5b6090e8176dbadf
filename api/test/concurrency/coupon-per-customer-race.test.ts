import assert from 'node:assert/strict'
import { test } from 'node:test'
import { and, eq } from 'drizzle-orm'
import { baskets, coupons, orders } from '../../src/db/schema.js'
import { build, signedInVisitor } from '../helper.js'
import { canvas, readyBasket, shopIds } from '../routes/baskets/fixtures.js'
import { basketRow, statusCounts } from './fixtures.js'

/**
 * One customer with several ready baskets (tabs, devices), each holding a once-per-customer code,
 * checks them all out at the same moment. On PostgreSQL the checkouts really run in parallel: the
 * limit holds only because counting the use locks the coupon row before the customer's orders with
 * it are counted, in the order transaction.
 */
const testApp = await build()
const ids = await shopIds(testApp)
const db = testApp.database.db

test('a once-per-customer code goes to exactly one of one customer’s six parallel checkouts', async () => {
  const [coupon] = await db
    .insert(coupons)
    .values({
      code: `JEDNOU${process.pid}`,
      kind: 'percentage',
      percentOff: 10,
      maxUsesPerCustomer: 1,
    })
    .returning()
  const { visitor, userId } = await signedInVisitor(testApp)
  const uuids: string[] = []
  for (let index = 0; index < 6; index++) {
    // Filled anonymously (nobody knows whose it is yet), then handed to the customer.
    const anonymous = testApp.visitor()
    const uuid = await readyBasket(anonymous, ids, { item: canvas(ids) })
    const applied = await anonymous.post(`/v1/baskets/${uuid}/use_coupon`, {
      coupon_code: coupon!.code,
    })
    assert.equal(applied.statusCode, 200, applied.body)
    await db.update(baskets).set({ userId }).where(eq(baskets.uuid, uuid))
    uuids.push(uuid)
  }

  const responses = await Promise.all(
    uuids.map((uuid) => visitor.post(`/v1/baskets/${uuid}/checkout`, { terms_accepted: true })),
  )
  assert.deepEqual(
    statusCounts(responses),
    { 201: 1, 422: 5 },
    responses.map((r) => r.body).join('\n'),
  )
  const withCode = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.couponCode, coupon!.code)))
  assert.equal(withCode.length, 1)
  const [counted] = await db.select().from(coupons).where(eq(coupons.id, coupon!.id))
  assert.equal(counted!.usedCount, 1, 'the refused checkouts counted no use')
  const open = await Promise.all(uuids.map((uuid) => basketRow(testApp, uuid)))
  assert.equal(open.filter((basket) => basket.status === 'open').length, 5)
})
