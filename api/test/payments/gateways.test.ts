import assert from 'node:assert/strict'
import { createServer } from 'node:net'
import { after, describe, it } from 'node:test'
import { eq } from 'drizzle-orm'
import {
  GATEWAY_CREDENTIALS,
  startPaymentGateways,
} from '../../../e2e/fixtures/payment-gateways.mjs'
import { loadConfig } from '../../src/config.js'
import { outbox, payments } from '../../src/db/schema.js'
import { HttpError } from '../../src/lib/http-error.js'
import { startPayment } from '../../src/orders/start-payment.js'
import { reconcilePendingPayments } from '../../src/orders/reconcile-payments.js'
import { refundCancelledOrder, refundDuePayments } from '../../src/payments/refunds.js'
import { changeOrderStatus } from '../../src/orders/status.js'
import { build, DEMO_ENV, signedInVisitor } from '../helper.js'
import { insertOrder, orderById, statusHistory } from '../orders/fixtures.js'
import { readyBasket, shopIds } from '../routes/baskets/fixtures.js'

/** A port nothing listens on yet: the API listens there so the stand-in can notify it. */
async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  await new Promise((resolve) => server.close(resolve))
  return port
}

const port = await freePort()
const api = `http://127.0.0.1:${port}`
const gateways = await startPaymentGateways({
  comgate: {
    notifyUrl: `${api}/v1/payments/notify/comgate`,
    returnUrl: `${api}/v1/payments/return/comgate?id=\${id}&refId=\${refId}`,
  },
})
after(() => gateways.close())

const defaults = loadConfig(DEMO_ENV)
const testApp = await build({
  publicUrl: api,
  payments: {
    ...defaults.payments,
    gateways: { card: 'comgate', gopay: 'gopay' },
    gopay: { apiUrl: gateways.gopayApiUrl, ...GATEWAY_CREDENTIALS.gopay },
    comgate: { apiUrl: gateways.comgateApiUrl, ...GATEWAY_CREDENTIALS.comgate, test: true },
    gatewayTimeout: 500,
  },
})
const { app } = testApp
const db = testApp.database.db
await app.listen({ port, host: '127.0.0.1' })

/** Each adapter as a test drives it: what the gateway says about a payment, and its notification. */
const adapters = {
  comgate: {
    method: 'card' as const,
    pageMatches: /\/comgate\/pay\/[\w-]+$/,
    setAtGateway(reference: string, change: { paid?: boolean; amount?: number }) {
      const payment = gateways.comgatePayment(reference)!
      if (change.paid !== undefined) payment.status = change.paid ? 'PAID' : 'PENDING'
      if (change.amount !== undefined) payment.price = change.amount
    },
    refundedAtGateway: (reference: string) => gateways.comgatePayment(reference)!.refunded === true,
    notify: (reference: string) =>
      app.inject({
        method: 'POST',
        url: '/v1/payments/notify/comgate',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        // Whatever a notification claims, the shop believes only ComGate's status answer.
        payload: new URLSearchParams({ transId: reference, status: 'PAID' }).toString(),
      }),
  },
  gopay: {
    method: 'gopay' as const,
    pageMatches: /\/gopay\/gw\/\d+$/,
    setAtGateway(reference: string, change: { paid?: boolean; amount?: number }) {
      const payment = gateways.gopayPayment(reference)!
      if (change.paid !== undefined) payment.state = change.paid ? 'PAID' : 'CREATED'
      if (change.amount !== undefined) payment.amount = change.amount
    },
    refundedAtGateway: (reference: string) =>
      gateways.gopayPayment(reference)!.state === 'REFUNDED',
    notify: (reference: string) =>
      app.inject({ method: 'GET', url: `/v1/payments/notify/gopay?id=${reference}` }),
  },
}

async function paymentRow(reference: string) {
  const [row] = await db.select().from(payments).where(eq(payments.reference, reference))
  return row!
}

/** The payment confirmations mailed for an order. */
async function paymentMails(order: { email: string | null; number: string }) {
  const mails = await db.select().from(outbox).where(eq(outbox.to, order.email!))
  return mails.filter((mail) => mail.subject.includes(`${order.number} přijata`)).length
}

/** The shopper's choice on the stand-in's payment page; returns where it sends them back to. */
async function decide(redirectUrl: string, decision: 'pay' | 'decline'): Promise<string> {
  const answer = await fetch(redirectUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ decision }),
    redirect: 'manual',
  })
  assert.equal(answer.status, 303)
  return answer.headers.get('location')!
}

describe('checkout and "pay now" with the gateway down', () => {
  it('places the order without a payment, and "pay now" answers 503 with a message', async () => {
    const { visitor } = await signedInVisitor(testApp)
    const uuid = await readyBasket(visitor, await shopIds(testApp), { payment: 'card' })
    gateways.behaviour.down = true
    try {
      const placed = await visitor.post(`/v1/baskets/${uuid}/checkout`, { terms_accepted: true })
      assert.equal(placed.statusCode, 201)
      assert.equal(placed.json().meta.payment_url, null)
      const orderId = Number(placed.json().data.id)
      const status = placed.json().data.attributes.status
      const payNow = await visitor.post(
        `/v1/me/orders/${orderId}/payment`,
        {},
        {
          headers: { 'accept-language': 'en' },
        },
      )
      assert.equal(payNow.statusCode, 503)
      assert.match(payNow.json().message, /payment gateway cannot be reached right now/)
      assert.equal(
        (await db.select().from(payments).where(eq(payments.orderId, orderId))).length,
        0,
      )
      assert.equal((await orderById(db, orderId)).status, status, 'the order is kept, unpaid')
      assert.notEqual(status, 'paid')
    } finally {
      gateways.behaviour.down = false
    }
  })
})

for (const [name, adapter] of Object.entries(adapters)) {
  describe(`the ${name} adapter against its stand-in`, () => {
    const order = () => insertOrder(db, { paymentMethod: adapter.method })

    async function started() {
      const placed = await order()
      const { paymentUrl } = await startPayment(app, db, placed)
      const [row] = await db.select().from(payments).where(eq(payments.orderId, placed.id))
      return { order: placed, paymentUrl, reference: row!.reference }
    }

    it('pays: the page notifies, the status query confirms, the shopper comes back to paid', async () => {
      const { order, paymentUrl, reference } = await started()
      assert.match(paymentUrl, adapter.pageMatches)
      assert.equal((await paymentRow(reference)).gateway, name)
      assert.equal((await orderById(db, order.id)).status, 'awaiting_payment')

      const back = await decide(paymentUrl, 'pay')
      assert.equal((await orderById(db, order.id)).status, 'paid', 'the notification paid it')
      assert.equal((await paymentRow(reference)).status, 'paid')
      assert.equal(await paymentMails(order), 1)

      const returned = await app.inject({ url: back.replace(api, '') })
      assert.equal(returned.statusCode, 303)
      assert.equal(
        returned.headers.location,
        `https://www.obrazarna.test/kosik/dokonceni-objednavky?order=${order.id}&payment=paid`,
      )
      // Repeated notifications change nothing and mail nobody again.
      for (let i = 0; i < 2; i++) assert.equal((await adapter.notify(reference)).statusCode, 200)
      assert.deepEqual(await statusHistory(db, order.id), ['new', 'awaiting_payment', 'paid'])
      assert.equal(await paymentMails(order), 1)
    })

    it('declined: the payment is cancelled, the order waits to be paid again', async () => {
      const { order, paymentUrl, reference } = await started()
      const back = await decide(paymentUrl, 'decline')
      assert.equal((await paymentRow(reference)).status, 'cancelled')
      assert.equal((await orderById(db, order.id)).status, 'awaiting_payment')
      const returned = await app.inject({ url: back.replace(api, '') })
      assert.match(String(returned.headers.location), /&payment=cancelled$/)
      // "Pay now" opens a new payment at the gateway.
      const again = await startPayment(app, db, await orderById(db, order.id))
      assert.equal(again.created, true)
      assert.notEqual(again.paymentUrl, paymentUrl)
    })

    it('a forged notification (the gateway says unpaid) or an underpaid one leaves the order unpaid', async () => {
      const { order, reference } = await started()
      const forged = await adapter.notify(reference)
      assert.equal(forged.statusCode, 200)
      assert.equal((await paymentRow(reference)).status, 'pending')
      assert.equal((await orderById(db, order.id)).status, 'awaiting_payment')

      adapter.setAtGateway(reference, { paid: true, amount: order.totalGross - 100 })
      const underpaid = await adapter.notify(reference)
      assert.equal(underpaid.statusCode, 409)
      assert.equal((await paymentRow(reference)).status, 'pending')
      assert.equal((await orderById(db, order.id)).status, 'awaiting_payment')
      assert.equal(await paymentMails(order), 0)

      const unknown = await adapter.notify(name === 'gopay' ? '999999' : 'AAAA-BBBB-CCCC')
      assert.equal(unknown.statusCode, 404)
    })

    it('gateway down or slow at checkout: a 503 with a message, nothing written, payable later', async () => {
      const placed = await order()
      for (const failure of ['down', 'slow'] as const) {
        if (failure === 'down') gateways.behaviour.down = true
        else gateways.behaviour.delayMs = 1500
        try {
          await assert.rejects(
            startPayment(app, db, placed),
            (error: unknown) =>
              error instanceof HttpError &&
              error.statusCode === 503 &&
              error.messageKey === 'payments.gateway_unavailable',
          )
        } finally {
          gateways.behaviour.down = false
          gateways.behaviour.delayMs = 0
        }
      }
      const rows = await db.select().from(payments).where(eq(payments.orderId, placed.id))
      assert.equal(rows.length, 0)
      assert.equal((await orderById(db, placed.id)).status, 'new')
      const later = await startPayment(app, db, placed)
      assert.match(later.paymentUrl, adapter.pageMatches)
    })

    it('a cancelled paid order is refunded; a failed refund stays due and is retried', async () => {
      const { order, paymentUrl, reference } = await started()
      await decide(paymentUrl, 'pay')
      assert.ok(await changeOrderStatus(db, order.id, 'cancelled'))
      gateways.behaviour.down = true
      try {
        assert.deepEqual(await refundCancelledOrder(app, order.id), { refunded: 0, failed: 1 })
      } finally {
        gateways.behaviour.down = false
      }
      assert.equal((await paymentRow(reference)).status, 'refund_due')
      assert.equal(adapter.refundedAtGateway(reference), false)

      await refundDuePayments(app)
      assert.equal((await paymentRow(reference)).status, 'refunded')
      assert.equal(adapter.refundedAtGateway(reference), true)
    })

    it('a payment whose notification was lost is settled from the gateway before orders expire', async () => {
      const { order, reference } = await started()
      adapter.setAtGateway(reference, { paid: true })
      assert.equal(await reconcilePendingPayments(app), 0, 'a fresh payment is left to its page')
      const later = new Date(Date.now() + 10 * 60_000)
      assert.ok((await reconcilePendingPayments(app, later)) >= 1)
      assert.equal((await paymentRow(reference)).status, 'paid')
      assert.equal((await orderById(db, order.id)).status, 'paid')
    })

    it('a payment completed after its order expired is refunded at once', async () => {
      const { order, paymentUrl, reference } = await started()
      assert.ok(await changeOrderStatus(db, order.id, 'cancelled'))
      await decide(paymentUrl, 'pay')
      assert.equal((await orderById(db, order.id)).status, 'cancelled')
      assert.equal((await paymentRow(reference)).status, 'refunded')
      assert.equal(adapter.refundedAtGateway(reference), true)
    })
  })
}
