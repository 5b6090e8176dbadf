import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { desc, eq, gt } from 'drizzle-orm'
import { outbox, payments } from '../../../src/db/schema.js'
import { startPayment } from '../../../src/orders/start-payment.js'
import { sandboxSignature } from '../../../src/payments/sandbox.js'
import { build } from '../../helper.js'
import { insertOrder, orderById, statusHistory } from '../../orders/fixtures.js'

const testApp = await build()
const { app, config } = testApp
const db = testApp.database.db

/** A card order whose gateway payment has started; its reference comes from the payment URL. */
async function startedPayment(overrides: Parameters<typeof insertOrder>[1] = {}) {
  const order = await insertOrder(db, { paymentMethod: 'card', ...overrides })
  const { paymentUrl } = await startPayment(app, db, order)
  const reference = paymentUrl.split('/').pop()!
  /** The sandbox's signed report on this payment, true to the order unless told otherwise. */
  const report = (status: string, changes: Record<string, unknown> = {}) =>
    JSON.stringify({
      reference,
      status,
      amount: order.totalGross,
      currency: order.currency,
      order_number: order.number,
      ...changes,
    })
  return { order, paymentUrl, reference, report }
}

function page(reference: string, language = 'cs') {
  return app.inject({
    url: `/v1/payments/sandbox/${reference}`,
    headers: { 'accept-language': language },
  })
}

/** What the shopper's browser sends from the sandbox page: a plain form, no cookies, no token. */
function decide(reference: string, status: string) {
  return app.inject({
    method: 'POST',
    url: `/v1/payments/sandbox/${reference}/decision`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ status }).toString(),
  })
}

function callback(body: string, signature = sandboxSignature(config.payments.sandboxSecret, body)) {
  return app.inject({
    method: 'POST',
    url: '/v1/payments/callback/sandbox',
    headers: { 'content-type': 'application/json', 'x-sandbox-signature': signature },
    payload: body,
  })
}

async function mailsSince(id: number) {
  return db.select().from(outbox).where(gt(outbox.id, id)).orderBy(outbox.id)
}

async function lastMailId() {
  const [last] = await db.select({ id: outbox.id }).from(outbox).orderBy(desc(outbox.id)).limit(1)
  return last?.id ?? 0
}

async function paymentStatus(reference: string) {
  const [payment] = await db.select().from(payments).where(eq(payments.reference, reference))
  return payment!.status
}

describe('GET /v1/payments/sandbox/{reference}', () => {
  it('shows a clearly labelled test page with the order and its amount, in Czech', async () => {
    const { order, reference, paymentUrl } = await startedPayment()
    assert.equal(paymentUrl, `${config.publicUrl}/v1/payments/sandbox/${reference}`)
    const response = await page(reference)
    assert.equal(response.statusCode, 200)
    assert.equal(response.headers['content-type'], 'text/html; charset=utf-8')
    assert.equal(response.headers['cache-control'], 'no-store')
    assert.match(String(response.headers['content-security-policy']), /default-src 'none'/)
    const html = response.body
    assert.match(html, /^<!doctype html>\n<html lang="cs">/)
    assert.match(html, /SANDBOX – testovací režim/)
    assert.match(html, /<h1>Testovací platební brána<\/h1>/)
    assert.match(html, /nepřevádějí se žádné peníze/)
    assert.match(html, /Obrazárna vás žádá o zaplacení objednávky\./)
    assert.match(html, new RegExp(`<dt>Objednávka</dt><dd>${order.number}</dd>`))
    assert.match(html, /<dt>Částka<\/dt><dd>1 562,20 Kč<\/dd>/)
    assert.match(html, /<dt>Způsob platby<\/dt><dd>Platba kartou<\/dd>/)
    const action = `action="${config.publicUrl}/v1/payments/sandbox/${reference}/decision"`
    assert.equal(html.split(action).length - 1, 2, 'two forms post the decision')
    assert.match(
      html,
      /name="status" value="paid"><button type="submit" class="primary">Zaplatit \(test\)</,
    )
    assert.match(
      html,
      /name="status" value="cancelled"><button type="submit" class="secondary">Zrušit platbu</,
    )
    assert.doesNotMatch(html, /<(script|link|img)\b|src=|https?:\/\/(?!localhost|www\.obrazarna)/)
  })

  it('speaks the language the order was placed in and shows a euro amount the Czech way', async () => {
    const { reference } = await startedPayment({
      locale: 'en',
      currency: 'EUR',
      paymentMethod: 'gopay',
      totalGross: 1_290,
    })
    const html = (await page(reference, 'en')).body
    assert.match(html, /<html lang="en">/)
    // The order's language wins over the browser's.
    assert.match((await page(reference, 'cs')).body, /<html lang="en">/)
    assert.match(html, /SANDBOX – test mode/)
    assert.match(html, /no money is moved/)
    assert.match(html, /<dt>Amount<\/dt><dd>12,90 €<\/dd>/)
    assert.match(html, /<dt>Payment method<\/dt><dd>GoPay<\/dd>/)
    assert.match(html, />Pay \(test\)</)
    assert.match(html, />Cancel payment</)
  })

  it('answers 404 for an unknown or malformed reference', async () => {
    assert.equal((await page('no-such-reference')).statusCode, 404)
    assert.equal((await page('bad%20reference')).statusCode, 404)
    assert.equal((await decide('no-such-reference', 'paid')).statusCode, 404)
  })
})

describe('the sandbox payment flow', () => {
  it('paid: back to the shop, the order paid and the shopper e-mailed once', async () => {
    const { order, reference, report } = await startedPayment()
    assert.equal((await orderById(db, order.id)).status, 'awaiting_payment')
    const before = await lastMailId()

    const response = await decide(reference, 'paid')
    assert.equal(response.statusCode, 303)
    assert.equal(
      response.headers.location,
      `https://www.obrazarna.test/kosik/dokonceni-objednavky?order=${order.id}&payment=paid`,
    )
    const paid = await orderById(db, order.id)
    assert.equal(paid.status, 'paid')
    assert.ok(paid.paidAt)
    assert.deepEqual(await statusHistory(db, order.id), ['new', 'awaiting_payment', 'paid'])
    assert.equal(await paymentStatus(reference), 'paid')

    const mails = await mailsSince(before)
    assert.equal(mails.length, 1)
    assert.equal(mails[0]!.to, order.email)
    assert.equal(mails[0]!.subject, `Platba za objednávku ${order.number} přijata – Obrazárna`)
    assert.match(mails[0]!.text, /přijali jsme vaši platbu 1 562,20 Kč/)
    const devMail = (await app.inject({ url: '/v1/dev/mail' })).json().data[0]
    assert.equal(devMail.attributes.subject, mails[0]!.subject)

    // The gateway repeats its callback; the shopper reloads the page and presses cancel on it.
    const repeated = await callback(report('paid'))
    assert.equal(repeated.statusCode, 200)
    assert.deepEqual(repeated.json(), { ok: true })
    const stale = await decide(reference, 'cancelled')
    assert.equal(stale.statusCode, 303)
    assert.match(String(stale.headers.location), /&payment=paid$/)
    assert.equal(await paymentStatus(reference), 'paid')
    assert.deepEqual(await statusHistory(db, order.id), ['new', 'awaiting_payment', 'paid'])
    assert.equal((await mailsSince(before)).length, 1, 'still one e-mail')

    const settledPage = (await page(reference)).body
    assert.match(settledPage, /Tato platba už je zaplacená\./)
    assert.match(
      settledPage,
      new RegExp(
        `href="https://www\\.obrazarna\\.test/kosik/dokonceni-objednavky\\?order=${order.id}&amp;payment=paid"`,
      ),
    )
    assert.doesNotMatch(settledPage, /<form/)
  })

  it('cancelled: the order still awaits payment and nobody is e-mailed', async () => {
    const { order, reference } = await startedPayment({ locale: 'de', currency: 'EUR' })
    const before = await lastMailId()
    const response = await decide(reference, 'cancelled')
    assert.equal(response.statusCode, 303)
    assert.equal(
      response.headers.location,
      `https://www.obrazarna.test/de/kosik/dokonceni-objednavky?order=${order.id}&payment=cancelled`,
    )
    assert.equal(await paymentStatus(reference), 'cancelled')
    assert.equal((await orderById(db, order.id)).status, 'awaiting_payment')
    assert.deepEqual(await statusHistory(db, order.id), ['new', 'awaiting_payment'])
    assert.equal((await mailsSince(before)).length, 0)
    assert.match((await page(reference, 'de')).body, /Diese Zahlung wurde abgebrochen\./)
  })

  it('settles once when the gateway calls back twice at the same moment', async () => {
    const { order, report } = await startedPayment()
    const before = await lastMailId()
    const body = report('paid')
    const responses = await Promise.all([callback(body), callback(body)])
    assert.deepEqual(
      responses.map((response) => response.statusCode),
      [200, 200],
    )
    assert.deepEqual(await statusHistory(db, order.id), ['new', 'awaiting_payment', 'paid'])
    assert.equal((await mailsSince(before)).length, 1)
  })

  it('refuses an outcome other than paid or cancelled', async () => {
    const { reference } = await startedPayment()
    const response = await decide(reference, 'refunded')
    assert.equal(response.statusCode, 422)
    assert.ok(response.json().errors.status)
    assert.equal(await paymentStatus(reference), 'pending')
    const oversized = await app.inject({
      method: 'POST',
      url: `/v1/payments/sandbox/${reference}/decision`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `status=paid&padding=${'x'.repeat(2000)}`,
    })
    assert.equal(oversized.statusCode, 413)
    assert.equal(await paymentStatus(reference), 'pending')
  })
})

describe('POST /v1/payments/callback/{gateway}', () => {
  it('rejects a forged signature with 403 and changes nothing', async () => {
    const { order, reference, report } = await startedPayment()
    const body = report('paid')
    const forged = await callback(body, sandboxSignature('guessed secret', body))
    assert.equal(forged.statusCode, 403)
    assert.equal(typeof forged.json().message, 'string')
    assert.equal((await callback(body, '')).statusCode, 403)
    assert.equal(await paymentStatus(reference), 'pending')
    assert.equal((await orderById(db, order.id)).status, 'awaiting_payment')
  })

  it('answers 404 for an unknown gateway or payment and 400 for a meaningless message', async () => {
    const { reference, report } = await startedPayment()
    const body = report('paid')
    const unknownGateway = await app.inject({
      method: 'POST',
      url: '/v1/payments/callback/paypal',
      headers: {
        'content-type': 'application/json',
        'x-sandbox-signature': sandboxSignature(config.payments.sandboxSecret, body),
      },
      payload: body,
    })
    assert.equal(unknownGateway.statusCode, 404)
    assert.equal((await callback(report('paid', { reference: 'nope' }))).statusCode, 404)
    assert.equal((await callback(report('won'))).statusCode, 400)
    assert.equal((await callback('{not json')).statusCode, 400)
    assert.equal(await paymentStatus(reference), 'pending')
  })

  it('needs no CSRF token, unlike the storefront’s calls', async () => {
    const { reference, report } = await startedPayment()
    const storefrontCall = await app.inject({
      method: 'POST',
      url: '/v1/favorites',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    })
    assert.equal(storefrontCall.statusCode, 419)
    const response = await callback(report('cancelled'))
    assert.equal(response.statusCode, 200)
    assert.equal(await paymentStatus(reference), 'cancelled')
  })
})
