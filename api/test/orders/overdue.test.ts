import assert from 'node:assert/strict'
import { after, test } from 'node:test'
import { eq } from 'drizzle-orm'
import { coupons } from '../../src/db/schema.js'
import { cancelOverdueTransfers } from '../../src/orders/overdue.js'
import { testDatabase } from '../helper.js'
import { insertOrder, orderById, statusHistory } from './fixtures.js'

const database = await testDatabase()
after(() => database.close())
const { db } = database

test('bank transfers unpaid after the due date are cancelled and give their coupon use back', async () => {
  await db
    .insert(coupons)
    .values({ code: 'JARO10', kind: 'percentage', percentOff: 10, usedCount: 3 })
  const now = new Date('2026-11-30T12:00:00Z')
  const days = (count: number) => new Date(now.getTime() - count * 86_400_000)
  const overdue = await insertOrder(db, { status: 'awaiting_payment', createdAt: days(9) })
  const dueToday = await insertOrder(db, { status: 'awaiting_payment', createdAt: days(7) })
  const paid = await insertOrder(db, { status: 'paid', createdAt: days(20) })
  const card = await insertOrder(db, {
    status: 'awaiting_payment',
    paymentMethod: 'card',
    createdAt: days(20),
  })

  assert.deepEqual(await cancelOverdueTransfers(db, 7, now), [overdue.number])
  assert.deepEqual(await statusHistory(db, overdue.id), ['awaiting_payment', 'cancelled'])
  for (const kept of [dueToday, paid, card])
    assert.notEqual((await orderById(db, kept.id)).status, 'cancelled', kept.number)
  const [coupon] = await db.select().from(coupons).where(eq(coupons.code, 'JARO10'))
  assert.equal(coupon!.usedCount, 2)

  assert.deepEqual(await cancelOverdueTransfers(db, 7, now), [], 'a second run changes nothing')
})
