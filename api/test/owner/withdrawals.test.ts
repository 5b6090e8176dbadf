import assert from 'node:assert/strict'
import { before, describe, it } from 'node:test'
import { and, eq } from 'drizzle-orm'
import { DEMO_OWNER_TOKEN } from '../../src/config.js'
import {
  invoices,
  orderItems,
  orders,
  orderStatusHistory,
  outbox,
  payments,
  withdrawals,
} from '../../src/db/schema.js'
import { issueInvoice } from '../../src/invoices/issue.js'
import { declareWithdrawal } from '../../src/orders/withdrawals.js'
import { build } from '../helper.js'
import { insertOrder } from '../orders/fixtures.js'
import { runTool } from './tool.js'

const { app, database, config } = await build()
const db = database.db

/**
 * A delivered, paid and invoiced order of the fixtures (two 30 × 20 cm prints of 1 078,20 Kč after
 * the discount, one crop) with a withdrawal from one print: 539,10 Kč owed back.
 */
async function withdrawnOrder(paymentMethod: 'bank_transfer' | 'card') {
  const paidAt = new Date(Date.now() - 3 * 86_400_000)
  const order = await insertOrder(db, { status: 'delivered', paidAt, paymentMethod })
  await db
    .update(orderItems)
    .set({ withdrawable: true })
    .where(and(eq(orderItems.orderId, order.id), eq(orderItems.formatType, 'original')))
  await db.insert(orderStatusHistory).values({ orderId: order.id, status: 'delivered' })
  const invoice = await issueInvoice(db, config, order.id)
  assert.equal(invoice.status, 'issued')
  const [print] = await db
    .select()
    .from(orderItems)
    .where(and(eq(orderItems.orderId, order.id), eq(orderItems.formatType, 'original')))
  const { withdrawal } = await declareWithdrawal(
    db,
    order.id,
    [{ order_item_id: print!.id, quantity: 1 }],
    { locale: 'cs' },
  )
  return { order, withdrawal }
}

async function owner(method: 'GET' | 'POST', url: string, body?: object) {
  const response = await app.inject({
    method,
    url: `/v1/owner/withdrawals${url}`,
    headers: { authorization: `Bearer ${DEMO_OWNER_TOKEN}`, 'accept-language': 'en' },
    ...(body ? { payload: body } : {}),
  })
  return { status: response.statusCode, json: response.json() }
}

const creditNotesOf = (orderId: number) =>
  db
    .select()
    .from(invoices)
    .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, 'credit_note')))

async function withdrawalRow(id: number) {
  const [row] = await db.select().from(withdrawals).where(eq(withdrawals.id, id))
  return row!
}

describe('owner: a bank-transfer order’s withdrawal', () => {
  it('records the return, then the bank refund with its credit note', async () => {
    const { order, withdrawal } = await withdrawnOrder('bank_transfer')
    assert.equal(withdrawal.amount, 53_910)

    const listed = await owner('GET', '?status=requested')
    assert.equal(listed.status, 200)
    const shown = listed.json.data.find((row: { id: number }) => row.id === withdrawal.id)
    assert.equal(shown.order_number, order.number)
    assert.equal(shown.items[0].quantity, 1)

    // No gateway payment: the owner refunds by transfer (--bank).
    const byGateway = await owner('POST', `/${withdrawal.id}/refund`, { method: 'gateway' })
    assert.equal(byGateway.status, 422)
    assert.match(byGateway.json.errors.method[0], /--bank/)

    const dry = await owner('POST', `/${withdrawal.id}/returned?dry_run=true`)
    assert.equal(dry.status, 200)
    assert.equal(dry.json.data.status, 'returned')
    assert.equal((await withdrawalRow(withdrawal.id)).status, 'requested')
    const returned = await owner('POST', `/${withdrawal.id}/returned`)
    assert.equal(returned.json.data.status, 'returned')
    assert.ok((await withdrawalRow(withdrawal.id)).returnedAt)
    assert.equal((await owner('POST', `/${withdrawal.id}/returned`)).status, 409)

    const dryRefund = await owner('POST', `/${withdrawal.id}/refund?dry_run=true`, {
      method: 'bank',
    })
    assert.equal(dryRefund.status, 200, JSON.stringify(dryRefund.json))
    assert.equal((await creditNotesOf(order.id)).length, 0, 'a dry run issues nothing')

    const refunded = await owner('POST', `/${withdrawal.id}/refund`, { method: 'bank' })
    assert.equal(refunded.status, 200, JSON.stringify(refunded.json))
    assert.equal(refunded.json.data.status, 'refunded')
    assert.equal(refunded.json.data.refund_method, 'bank')
    const [note] = await creditNotesOf(order.id)
    assert.ok(note, 'the credit note was issued')
    assert.equal(note.totalGross, -53_910)
    assert.equal(refunded.json.data.credit_note, note.number)
    assert.equal((await withdrawalRow(withdrawal.id)).creditNoteId, note.id)
    const mailed = await db.select().from(outbox).where(eq(outbox.to, order.email!))
    assert.ok(
      mailed.some((mail) => mail.invoiceIds.includes(note.id)),
      'the credit note was mailed to the customer',
    )

    const again = await owner('POST', `/${withdrawal.id}/refund`, { method: 'bank' })
    assert.equal(again.status, 409)
    assert.equal((await creditNotesOf(order.id)).length, 1)
  })
})

describe('owner: a withdrawal from the whole order', () => {
  it('owes the delivery back too, and the credit note takes it back', async () => {
    const paidAt = new Date(Date.now() - 3 * 86_400_000)
    const order = await insertOrder(db, { status: 'delivered', paidAt })
    await db.update(orderItems).set({ withdrawable: true }).where(eq(orderItems.orderId, order.id))
    await db.insert(orderStatusHistory).values({ orderId: order.id, status: 'delivered' })
    assert.equal((await issueInvoice(db, config, order.id)).status, 'issued')
    const items = await db.select().from(orderItems).where(eq(orderItems.orderId, order.id))
    const { withdrawal } = await declareWithdrawal(
      db,
      order.id,
      items.map((item) => ({ order_item_id: item.id, quantity: item.quantity })),
      { locale: 'cs' },
    )
    // Both prints after the discount and the delivery: everything the customer paid.
    assert.equal(withdrawal.amount, order.totalGross)
    const refunded = await owner('POST', `/${withdrawal.id}/refund`, { method: 'bank' })
    assert.equal(refunded.status, 200, JSON.stringify(refunded.json))
    const [note] = await creditNotesOf(order.id)
    assert.equal(note!.totalGross, -order.totalGross)
  })
})

describe('owner: a withdrawal sent by e-mail or letter', () => {
  it('is recorded with the button’s checks, counted to the day it was sent, and acknowledged', async () => {
    // Delivered 20 days ago; the customer wrote on the 12th day, the letter came today.
    const delivered = new Date(Date.now() - 20 * 86_400_000)
    const order = await insertOrder(db, { status: 'shipped', paidAt: delivered })
    await db.update(orders).set({ status: 'delivered' }).where(eq(orders.id, order.id))
    await db
      .update(orderItems)
      .set({ withdrawable: true })
      .where(and(eq(orderItems.orderId, order.id), eq(orderItems.formatType, 'original')))
    await db
      .insert(orderStatusHistory)
      .values({ orderId: order.id, status: 'delivered', createdAt: delivered })
    const day = (daysAgo: number) =>
      new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10)
    const body = (items: object[], sentOn?: string) => ({
      order_number: order.number,
      items,
      ...(sentOn ? { sent_on: sentOn } : {}),
    })
    const refusals: [object, string, RegExp][] = [
      [body([{ line: 1, quantity: 1 }]), 'items', /ended/],
      [body([{ line: 1, quantity: 1 }], day(-2)), 'sent_on', /future/],
      [body([{ line: 3, quantity: 1 }], day(8)), 'items.0.line', /no line 3/],
      [body([{ line: 2, quantity: 1 }], day(8)), 'items.0.order_item_id', /specification/],
      [body([{ line: 1, quantity: 3 }], day(8)), 'items.0.quantity', /at most 2/],
    ]
    for (const [sent, field, message] of refusals) {
      const answer = await owner('POST', '', sent)
      assert.equal(answer.status, 422, JSON.stringify(answer.json))
      assert.match(answer.json.errors[field][0], message)
    }
    const dry = await owner('POST', '?dry_run=true', body([{ line: 1, quantity: 2 }], day(8)))
    assert.equal(dry.status, 201)
    const none = await db.select().from(withdrawals).where(eq(withdrawals.orderId, order.id))
    assert.equal(none.length, 0, 'a dry run writes nothing')

    const recorded = await owner('POST', '', body([{ line: 1, quantity: 2 }], day(8)))
    assert.equal(recorded.status, 201, JSON.stringify(recorded.json))
    assert.equal(recorded.json.data.amount, 107_820)
    const mails = await db.select().from(outbox).where(eq(outbox.to, order.email!))
    assert.ok(
      mails.some((mail) => mail.subject.includes('odstoupení')),
      'acknowledged',
    )
  })
})

describe('owner: a card order’s withdrawal', () => {
  it('refunds through the sandbox gateway with the credit note', async () => {
    const { order, withdrawal } = await withdrawnOrder('card')
    await db.insert(payments).values({
      orderId: order.id,
      gateway: 'sandbox',
      reference: `sandbox-${order.id}`,
      method: 'card',
      amount: order.totalGross,
      currency: 'CZK',
      status: 'paid',
      redirectUrl: 'https://sandbox.test',
    })
    const refunded = await owner('POST', `/${withdrawal.id}/refund`, { method: 'gateway' })
    assert.equal(refunded.status, 200, JSON.stringify(refunded.json))
    assert.equal(refunded.json.data.refund_method, 'gateway')
    assert.equal((await creditNotesOf(order.id)).length, 1)
    // A part of the payment went back: it stays paid.
    const [payment] = await db.select().from(payments).where(eq(payments.orderId, order.id))
    assert.equal(payment!.status, 'paid')
  })

  it('changes nothing when the gateway cannot refund', async () => {
    const { order, withdrawal } = await withdrawnOrder('card')
    // Paid through GoPay, which this shop no longer has configured.
    await db.insert(payments).values({
      orderId: order.id,
      gateway: 'gopay',
      reference: `gopay-${order.id}`,
      method: 'card',
      amount: order.totalGross,
      currency: 'CZK',
      status: 'paid',
      redirectUrl: 'https://gopay.test',
    })
    const refused = await owner('POST', `/${withdrawal.id}/refund`, { method: 'gateway' })
    assert.equal(refused.status, 502)
    assert.equal((await withdrawalRow(withdrawal.id)).status, 'requested')
    assert.equal((await creditNotesOf(order.id)).length, 0)
  })

  it('refuses an unknown withdrawal and a bad method', async () => {
    assert.equal((await owner('POST', '/999999/returned')).status, 404)
    assert.equal((await owner('POST', '/1/refund', { method: 'cash' })).status, 422)
    assert.equal((await owner('GET', '?status=lost')).status, 422)
  })
})

describe('npm run shop -- withdrawals', () => {
  let apiUrl = ''
  before(async () => {
    const address = await app.listen({ port: 0, host: '127.0.0.1' })
    apiUrl = `${address}/v1`
  })

  function shop(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
    return runTool(['withdrawals', ...args], {
      ...process.env,
      SHOP_API_URL: apiUrl,
      OWNER_TOKEN: DEMO_OWNER_TOKEN,
      LANG: 'en',
    })
  }

  it('lists, records the return and refunds by bank, with exit codes', async () => {
    const { order, withdrawal } = await withdrawnOrder('bank_transfer')
    const listed = await shop('list', '--status', 'requested')
    assert.equal(listed.code, 0, listed.stderr)
    assert.match(listed.stdout, new RegExp(`^${withdrawal.id}\\s+${order.number}`, 'm'))
    assert.equal((await shop('returned', 'x')).code, 2)
    const refused = await shop('refund', String(withdrawal.id))
    assert.equal(refused.code, 1)
    assert.match(refused.stderr, /--bank/)
    const refunded = await shop('refund', String(withdrawal.id), '--bank')
    assert.equal(refunded.code, 0, refunded.stderr)
    assert.match(refunded.stdout, /refunded 539\.10 CZK by bank transfer; credit note \S+/)
    const recorded = await shop('record', order.number, '--item', '1:1', '--dry-run')
    assert.equal(recorded.code, 0, recorded.stderr)
    assert.match(recorded.stdout, new RegExp(`would record withdrawal from order ${order.number}`))
    assert.equal((await shop('record', order.number, '--item', '1')).code, 2)
  })
})
