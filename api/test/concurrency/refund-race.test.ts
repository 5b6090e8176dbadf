import assert from 'node:assert/strict'
import { createServer } from 'node:http'
import { after, beforeEach, describe, it } from 'node:test'
import { eq } from 'drizzle-orm'
import { loadConfig } from '../../src/config.js'
import { payments } from '../../src/db/schema.js'
import { REFUND_CLAIM_STALE_MS, refundDuePayments } from '../../src/payments/refunds.js'
import { settlePayment } from '../../src/orders/settle-payment.js'
import { build, DEMO_ENV } from '../helper.js'
import { insertOrder } from '../orders/fixtures.js'

/**
 * A GoPay that counts the refunds it is asked for and takes its time over each, and that answers
 * a payment's state as the test sets it: what two overdue runs at once would both reach if nothing
 * claimed the refund first.
 */
const gopay = {
  refundCalls: [] as string[],
  statusCalls: [] as string[],
  delayMs: 300,
  /** The payment's state at GoPay, by id (PAID unless set). */
  states: new Map<string, string>(),
  amounts: new Map<string, number>(),
}
const server = createServer((request, response) => {
  const answer = (body: unknown) => {
    response.setHeader('content-type', 'application/json')
    response.end(JSON.stringify(body))
  }
  request.resume()
  request.on('end', () => {
    const path = request.url ?? ''
    if (path === '/oauth2/token') return answer({ access_token: 'token', expires_in: 1800 })
    const refund = /^\/payments\/payment\/(\d+)\/refund$/.exec(path)
    if (refund && request.method === 'POST') {
      gopay.refundCalls.push(refund[1]!)
      setTimeout(() => {
        gopay.states.set(refund[1]!, 'REFUNDED')
        answer({ id: Number(refund[1]), result: 'FINISHED' })
      }, gopay.delayMs)
      return
    }
    const status = /^\/payments\/payment\/(\d+)$/.exec(path)
    if (status && request.method === 'GET') {
      const id = status[1]!
      gopay.statusCalls.push(id)
      return answer({
        id: Number(id),
        state: gopay.states.get(id) ?? 'PAID',
        amount: gopay.amounts.get(id),
        currency: 'CZK',
        order_number: orderNumbers.get(id),
      })
    }
    response.statusCode = 404
    response.end()
  })
})
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
after(() => new Promise<void>((resolve) => server.close(() => resolve())))
const { port } = server.address() as { port: number }

const defaults = loadConfig(DEMO_ENV)
const testApp = await build({
  payments: {
    ...defaults.payments,
    gateways: { card: 'gopay', gopay: 'gopay' },
    gopay: {
      apiUrl: `http://127.0.0.1:${port}`,
      clientId: 'client',
      clientSecret: 'secret',
      goid: '8123456789',
    },
    gatewayTimeout: 5_000,
  },
})
const { app } = testApp
const db = testApp.database.db

const orderNumbers = new Map<string, string>()
let referenceCounter = 3_000_000_000 + process.pid * 100

/** A cancelled order whose GoPay payment is owed back (or already claimed, with `values`). */
async function dueRefund(values: Partial<typeof payments.$inferInsert> = {}) {
  const order = await insertOrder(db, { status: 'cancelled', paymentMethod: 'gopay' })
  const reference = String(++referenceCounter)
  orderNumbers.set(reference, order.number)
  gopay.amounts.set(reference, order.totalGross)
  const [payment] = await db
    .insert(payments)
    .values({
      orderId: order.id,
      gateway: 'gopay',
      reference,
      method: 'gopay',
      amount: order.totalGross,
      currency: 'CZK',
      status: 'refund_due',
      redirectUrl: `https://gate.example/gw/${reference}`,
      ...values,
    })
    .returning()
  return { order, payment: payment! }
}

async function statusOf(id: number) {
  const [row] = await db.select().from(payments).where(eq(payments.id, id))
  return row!.status
}

const calls = (list: string[], reference: string) => list.filter((id) => id === reference).length

describe('a refund is claimed before the gateway is asked', () => {
  beforeEach(() => {
    gopay.delayMs = 300
  })

  it('two overdue runs at once refund a payment once', async () => {
    const { payment } = await dueRefund()
    const [first, second] = await Promise.all([refundDuePayments(app), refundDuePayments(app)])
    assert.equal(calls(gopay.refundCalls, payment.reference), 1, 'GoPay was asked once')
    assert.equal(first!.refunded + second!.refunded, 1)
    assert.equal(first!.failed + second!.failed, 0)
    assert.equal(await statusOf(payment.id), 'refunded')
  })

  it('a refund in progress is claimed: another run leaves it, the gateway settles it as refunded', async () => {
    const { payment } = await dueRefund()
    gopay.delayMs = 1500
    const running = refundDuePayments(app, { orderId: payment.orderId })
    // The claim is written before GoPay is asked: once asked, the refund is the first run's, which
    // waits for GoPay's answer while the second run looks. (A fixed 200 ms wait was too short for a
    // busy machine's first run to get that far.)
    for (let waited = 0; calls(gopay.refundCalls, payment.reference) === 0; waited += 10) {
      assert.ok(waited < 10_000, 'GoPay was asked within 10 s')
      await new Promise((resolve) => setTimeout(resolve, 10))
    }
    assert.equal(await statusOf(payment.id), 'refunding')
    assert.deepEqual(await refundDuePayments(app), { refunded: 0, failed: 0 })
    assert.deepEqual(await running, { refunded: 1, failed: 0 })
    assert.equal(calls(gopay.refundCalls, payment.reference), 1)
    assert.equal(await statusOf(payment.id), 'refunded')
  })

  it("GoPay's report that a payment being refunded is refunded is recorded", async () => {
    const { payment, order } = await dueRefund({ status: 'refunding' })
    const report = {
      reference: payment.reference,
      status: 'refunded' as const,
      amount: payment.amount,
      currency: 'CZK',
      orderNumber: order.number,
    }
    assert.equal(await settlePayment(app, 'gopay', report), true)
    assert.equal(await statusOf(payment.id), 'refunded')
  })

  it('a failed refund is due again; a claim left by a dead run is taken over, asking GoPay first', async () => {
    // The gateway fails: the claim is given back and the next run tries again.
    const { payment: failing } = await dueRefund({ reference: 'not-a-gopay-id' })
    const result = await refundDuePayments(app, { orderId: failing.orderId })
    assert.deepEqual(result, { refunded: 0, failed: 1 })
    assert.equal(await statusOf(failing.id), 'refund_due')

    const longAgo = new Date(Date.now() - REFUND_CLAIM_STALE_MS - 60_000)
    const recently = new Date(Date.now() - 60_000)
    // A run claimed it a minute ago and is still at it: nobody else touches it.
    const { payment: busy } = await dueRefund({ status: 'refunding', updatedAt: recently })
    // A run died after GoPay refunded: recorded as refunded, not refunded twice.
    const { payment: doneBeforeDying } = await dueRefund({
      status: 'refunding',
      updatedAt: longAgo,
    })
    gopay.states.set(doneBeforeDying.reference, 'REFUNDED')
    // A run died before GoPay was asked: refunded now.
    const { payment: diedBefore } = await dueRefund({ status: 'refunding', updatedAt: longAgo })

    for (const { orderId } of [busy, doneBeforeDying, diedBefore])
      await refundDuePayments(app, { orderId })
    assert.equal(await statusOf(busy.id), 'refunding')
    assert.equal(calls(gopay.statusCalls, busy.reference), 0)
    assert.equal(calls(gopay.refundCalls, busy.reference), 0)
    assert.equal(await statusOf(doneBeforeDying.id), 'refunded')
    assert.equal(calls(gopay.refundCalls, doneBeforeDying.reference), 0)
    assert.equal(await statusOf(diedBefore.id), 'refunded')
    assert.equal(calls(gopay.statusCalls, diedBefore.reference), 1)
    assert.equal(calls(gopay.refundCalls, diedBefore.reference), 1)
  })
})
