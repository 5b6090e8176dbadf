import assert from 'node:assert/strict'
import { describe, it, mock } from 'node:test'
import { desc, eq, gt } from 'drizzle-orm'
import { outbox, payments } from '../../src/db/schema.js'
import { startPayment } from '../../src/orders/start-payment.js'
import { sandboxSignature } from '../../src/payments/sandbox.js'
import { reportMismatch } from '../../src/orders/settle-payment.js'
import { build } from '../helper.js'
import { insertOrder, orderById, statusHistory } from '../orders/fixtures.js'

const testApp = await build()
const { app, config } = testApp
const db = testApp.database.db

/** A card order (1 562,20 Kč) whose sandbox payment has started. */
async function startedPayment() {
  const order = await insertOrder(db, { paymentMethod: 'card' })
  const { paymentUrl } = await startPayment(app, db, order)
  return { order, reference: paymentUrl.split('/').pop()! }
}

/** The gateway's signed report: the order's own figures unless changed. */
function report(
  order: { totalGross: number; currency: string; number: string },
  reference: string,
  changes: Record<string, unknown> = {},
) {
  const body = JSON.stringify({
    reference,
    status: 'paid',
    amount: order.totalGross,
    currency: order.currency,
    order_number: order.number,
    ...changes,
  })
  return app.inject({
    method: 'POST',
    url: '/v1/payments/callback/sandbox',
    headers: {
      'content-type': 'application/json',
      'x-sandbox-signature': sandboxSignature(config.payments.sandboxSecret, body),
      'accept-language': 'en',
    },
    payload: body,
  })
}

describe('settling a gateway payment', () => {
  it('compares amount, currency and order number with the order', () => {
    const order = { totalGross: 156_220, currency: 'CZK' as const, number: '2026000042' }
    const genuine = {
      reference: 'abc',
      status: 'paid' as const,
      amount: 156_220,
      currency: 'CZK',
      orderNumber: '2026000042',
    }
    assert.deepEqual(reportMismatch(genuine, order), [])
    assert.deepEqual(reportMismatch({ ...genuine, amount: 156_219 }, order), ['amount'])
    assert.deepEqual(reportMismatch({ ...genuine, currency: 'EUR' }, order), ['currency'])
    assert.deepEqual(reportMismatch({ ...genuine, orderNumber: '2026000043' }, order), [
      'order_number',
    ])
  })

  it('refuses an underpaid, wrong-currency or other-order report: 409, logged, order unpaid', async () => {
    const { order, reference } = await startedPayment()
    const other = await insertOrder(db, { paymentMethod: 'card' })
    const [lastMail] = await db
      .select({ id: outbox.id })
      .from(outbox)
      .orderBy(desc(outbox.id))
      .limit(1)
    const mailsBefore = lastMail?.id ?? 0
    const logged = mock.method(app.log, 'error')
    try {
      const wrong: [string, Record<string, unknown>][] = [
        ['underpaid', { amount: order.totalGross - 1 }],
        ['paid in euros', { currency: 'EUR' }],
        ['paid for another order', { order_number: other.number }],
        ['nothing paid', { amount: 0 }],
      ]
      for (const [label, changes] of wrong) {
        const response = await report(order, reference, changes)
        assert.equal(response.statusCode, 409, label)
        assert.equal(
          response.json().message,
          'The payment does not match the order (amount, currency or order number).',
          label,
        )
      }
      assert.equal(logged.mock.callCount(), wrong.length, 'each refusal is logged as an error')
      const [fields, message] = logged.mock.calls[0]!.arguments as [Record<string, unknown>, string]
      assert.match(message, /does not match/)
      assert.deepEqual(fields.mismatch, ['amount'])
      assert.equal(fields.orderId, order.id)
    } finally {
      logged.mock.restore()
    }
    const [payment] = await db.select().from(payments).where(eq(payments.reference, reference))
    assert.equal(payment!.status, 'pending')
    assert.equal((await orderById(db, order.id)).status, 'awaiting_payment')
    assert.deepEqual(await statusHistory(db, order.id), ['new', 'awaiting_payment'])
    assert.equal((await db.select().from(outbox).where(gt(outbox.id, mailsBefore))).length, 0)

    // The genuine report still pays the order afterwards.
    assert.equal((await report(order, reference)).statusCode, 200)
    assert.equal((await orderById(db, order.id)).status, 'paid')
  })
})
