import assert from 'node:assert/strict'
import { after, test } from 'node:test'
import { eq } from 'drizzle-orm'
import { coupons, payments } from '../../src/db/schema.js'
import { cancelExpiredOrders } from '../../src/orders/overdue.js'
import { testDatabase } from '../helper.js'
import { insertOrder, orderById, statusHistory } from './fixtures.js'

const database = await testDatabase()
after(() => database.close())
const { db } = database

async function usedCount(code: string) {
  const [coupon] = await db.select().from(coupons).where(eq(coupons.code, code))
  return coupon!.usedCount
}

test('bank transfers unpaid after the due date are cancelled and give their coupon use back', async () => {
  await db
    .insert(coupons)
    .values({ code: 'JARO10', kind: 'percentage', percentOff: 10, usedCount: 3 })
  const now = new Date('2026-11-30T12:00:00Z')
  const days = (count: number) => new Date(now.getTime() - count * 86_400_000)
  const overdue = await insertOrder(db, { status: 'awaiting_payment', createdAt: days(9) })
  const dueToday = await insertOrder(db, { status: 'awaiting_payment', createdAt: days(7) })
  const paid = await insertOrder(db, { status: 'paid', createdAt: days(20) })

  assert.deepEqual(await cancelExpiredOrders(db, 7, now), [overdue.number])
  assert.deepEqual(await statusHistory(db, overdue.id), ['awaiting_payment', 'cancelled'])
  for (const kept of [dueToday, paid])
    assert.notEqual((await orderById(db, kept.id)).status, 'cancelled', kept.number)
  assert.equal(await usedCount('JARO10'), 2)

  assert.deepEqual(await cancelExpiredOrders(db, 7, now), [], 'a second run changes nothing')
})

test('card and GoPay orders unpaid after an hour expire and give their coupon use back once', async () => {
  await db
    .insert(coupons)
    .values({ code: 'KARTA10', kind: 'percentage', percentOff: 10, usedCount: 5 })
  const now = new Date('2026-12-01T12:00:00Z')
  const minutes = (count: number) => new Date(now.getTime() - count * 60_000)
  const online = { status: 'awaiting_payment', couponCode: 'KARTA10' } as const
  const unpaidCard = await insertOrder(db, {
    ...online,
    paymentMethod: 'card',
    createdAt: minutes(61),
  })
  const unpaidGoPay = await insertOrder(db, {
    ...online,
    paymentMethod: 'gopay',
    createdAt: minutes(24 * 60),
  })
  const recent = await insertOrder(db, { ...online, paymentMethod: 'card', createdAt: minutes(59) })
  // Ordered long ago, but a payment was started at the gateway ten minutes ago: it has its hour.
  const paying = await insertOrder(db, {
    ...online,
    paymentMethod: 'gopay',
    createdAt: minutes(90),
  })
  await db.insert(payments).values({
    orderId: paying.id,
    gateway: 'sandbox',
    reference: `ref-${process.pid}`,
    method: 'gopay',
    amount: paying.totalGross,
    currency: paying.currency,
    redirectUrl: 'https://gateway.test/pay',
    createdAt: minutes(10),
  })
  const paid = await insertOrder(db, {
    ...online,
    status: 'paid',
    paymentMethod: 'card',
    createdAt: minutes(120),
  })
  // A bank transfer has days, not an hour.
  const transfer = await insertOrder(db, { ...online, createdAt: minutes(120) })

  // Two sweeps at once (two cron runs overlapping) still cancel each order once.
  const [first, second] = await Promise.all([
    cancelExpiredOrders(db, 7, now),
    cancelExpiredOrders(db, 7, now),
  ])
  assert.deepEqual([...first!, ...second!].sort(), [unpaidCard.number, unpaidGoPay.number].sort())
  for (const expired of [unpaidCard, unpaidGoPay])
    assert.deepEqual(await statusHistory(db, expired.id), ['awaiting_payment', 'cancelled'])
  for (const kept of [recent, paying, paid, transfer])
    assert.notEqual((await orderById(db, kept.id)).status, 'cancelled', kept.number)
  assert.equal(await usedCount('KARTA10'), 3, 'one use back for each expired order')

  assert.deepEqual(await cancelExpiredOrders(db, 7, now), [], 'a second run changes nothing')
  assert.equal(await usedCount('KARTA10'), 3, 'and gives nothing back twice')
})
