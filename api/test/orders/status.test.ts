import assert from 'node:assert/strict'
import { after, describe, it } from 'node:test'
import { TransactionRollbackError } from 'drizzle-orm'
import { changeOrderStatus } from '../../src/orders/status.js'
import { testDatabase } from '../helper.js'
import { insertOrder, orderById, statusHistory } from './fixtures.js'

const database = await testDatabase()
after(() => database.close())
const { db } = database

describe('changeOrderStatus', () => {
  it('walks an order from new to delivered, recording each step', async () => {
    const order = await insertOrder(db)
    assert.equal(await changeOrderStatus(db, order.id, 'awaiting_payment'), true)
    assert.equal((await orderById(db, order.id)).paidAt, null)
    assert.equal(await changeOrderStatus(db, order.id, 'paid'), true)
    const paid = await orderById(db, order.id)
    assert.equal(paid.status, 'paid')
    assert.ok(paid.paidAt instanceof Date)
    assert.ok(paid.updatedAt.getTime() > order.updatedAt.getTime())
    for (const status of ['in_production', 'shipped', 'delivered'] as const)
      assert.equal(await changeOrderStatus(db, order.id, status), true, status)
    assert.deepEqual(await statusHistory(db, order.id), [
      'new',
      'awaiting_payment',
      'paid',
      'in_production',
      'shipped',
      'delivered',
    ])
    assert.equal((await orderById(db, order.id)).paidAt?.getTime(), paid.paidAt!.getTime())
  })

  it('refuses a forbidden transition and changes nothing', async () => {
    const order = await insertOrder(db, { status: 'awaiting_payment' })
    assert.equal(await changeOrderStatus(db, order.id, 'shipped'), false)
    assert.equal(await changeOrderStatus(db, order.id, 'new'), false, 'nothing leads back to new')
    assert.equal(await changeOrderStatus(db, order.id, 'awaiting_payment'), false, 'same status')
    assert.equal(await changeOrderStatus(db, order.id, 'cancelled'), true)
    assert.equal(await changeOrderStatus(db, order.id, 'paid'), false, 'cancelled is final')
    assert.equal((await orderById(db, order.id)).status, 'cancelled')
    assert.deepEqual(await statusHistory(db, order.id), ['awaiting_payment', 'cancelled'])
    assert.equal(await changeOrderStatus(db, 2_000_000_000, 'paid'), false, 'unknown order')
  })

  it('lets only one of two racing changes win', async () => {
    const order = await insertOrder(db, { status: 'awaiting_payment' })
    const results = await Promise.all([
      changeOrderStatus(db, order.id, 'paid'),
      changeOrderStatus(db, order.id, 'paid'),
    ])
    assert.deepEqual(results.sort(), [false, true])
    assert.deepEqual(await statusHistory(db, order.id), ['awaiting_payment', 'paid'])

    // Production and cancelling exclude each other: whichever comes second finds the order moved on.
    const other = await insertOrder(db, { status: 'paid' })
    const [produced, cancelled] = await Promise.all([
      changeOrderStatus(db, other.id, 'in_production'),
      changeOrderStatus(db, other.id, 'cancelled'),
    ])
    assert.equal(Number(produced) + Number(cancelled), 1)
    const final = await orderById(db, other.id)
    assert.equal(final.status, produced ? 'in_production' : 'cancelled')
    assert.deepEqual(await statusHistory(db, other.id), ['paid', final.status])
  })

  it("joins the caller's transaction and rolls back with it", async () => {
    const order = await insertOrder(db, { status: 'awaiting_payment' })
    await assert.rejects(
      db.transaction(async (tx) => {
        assert.equal(await changeOrderStatus(tx, order.id, 'paid'), true)
        tx.rollback()
      }),
      TransactionRollbackError,
    )
    const unchanged = await orderById(db, order.id)
    assert.equal(unchanged.status, 'awaiting_payment')
    assert.equal(unchanged.paidAt, null)
    assert.deepEqual(await statusHistory(db, order.id), ['awaiting_payment'])
  })
})
