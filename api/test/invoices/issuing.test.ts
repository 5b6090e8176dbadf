import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { issueInvoice } from '../../src/invoices/issue.js'
import { build } from '../helper.js'
import { insertOrder, orderById } from '../orders/fixtures.js'
import {
  BUSINESS_BUYER,
  cardOrder,
  documentsOf,
  owner,
  payReport,
  seriesRows,
  today,
} from './core-fixtures.js'

const testApp = await build()
const { app, config } = testApp
const db = testApp.database.db
const year = today().slice(0, 4)

describe('the invoice of a paid order', () => {
  it('is issued once, when the gateway reports the payment, with everything a tax document states', async () => {
    const { order, reference } = await cardOrder(app, db, {
      billing: { ...BUSINESS_BUYER, phone_number: null },
    })
    assert.equal((await payReport(app, config, order, reference)).statusCode, 200)
    assert.equal((await payReport(app, config, order, reference)).statusCode, 200)
    assert.equal((await issueInvoice(db, config, order.id)).status, 'exists')

    const documents = await documentsOf(db, order.id)
    assert.equal(documents.length, 1)
    const [invoice] = documents
    const doc = invoice!.doc
    assert.match(doc.number, new RegExp(`^${year}-\\d{6}$`))
    assert.equal(invoice!.number, doc.number)
    assert.equal(doc.kind, 'invoice')
    assert.equal(doc.variable_symbol, order.number)
    assert.equal(doc.payment_method, 'card')
    assert.equal(doc.issued_on, today())
    assert.equal(doc.taxable_supply_on, today())
    assert.equal(doc.currency, 'CZK')
    assert.equal(doc.exchange_rate, null)
    assert.equal(doc.supplier.company_id, config.shop.companyId)
    assert.equal(doc.supplier.vat_id, config.shop.vatId)
    assert.equal(doc.supplier.street, 'Komunardů 1584/42')
    assert.equal(doc.supplier.postal_code, '170 00')
    assert.equal(doc.supplier.bank_account?.account, config.payments.bank.accountCzk)
    assert.equal(doc.customer.company, 'Ateliér Nová s.r.o.')
    assert.equal(doc.customer.company_id, '12345678')
    assert.equal(doc.customer.vat_id, 'CZ12345678')
    // Two prints (the discount shared into them) and the delivery, all at 21 %.
    assert.deepEqual(
      doc.lines.map((line) => [line.description, line.quantity, line.gross, line.vat_rate_percent]),
      [
        ['Polabská mlha – Fotografie, lesklý, 30 × 20 cm', 2, 107_820, 21],
        ['Krkonoše v zimě – Plakát, matný, 30 × 42 cm', 1, 40_500, 21],
        ['Doprava: Zásilkovna', 1, 7_900, 21],
      ],
    )
    for (const line of doc.lines) assert.equal(line.net + line.vat, line.gross)
    assert.deepEqual(doc.by_rate, [
      { vat_rate_percent: 21, net: 129_107, vat: 27_113, gross: 156_220, vat_czk: null },
    ])
    assert.equal(doc.total_gross, order.totalGross)
    assert.equal(invoice!.totalVat, order.totalVat)
  })

  it('numbers payments one after another without a gap or a repeat', async () => {
    const paid: Awaited<ReturnType<typeof cardOrder>>[] = []
    for (let index = 0; index < 20; index++) paid.push(await cardOrder(app, db))
    for (const { order, reference } of paid)
      assert.equal((await payReport(app, config, order, reference)).statusCode, 200)
    const numbers: string[] = []
    for (const { order } of paid) numbers.push((await documentsOf(db, order.id))[0]!.number)
    const running = numbers.map((number) => Number(number.slice(-6))).sort((a, b) => a - b)
    assert.equal(new Set(running).size, 20)
    assert.equal(running[19]! - running[0]!, 19)
    const [series] = (await seriesRows(db)).filter((row) => row.series === `invoice/${year}`)
    assert.equal(series!.lastNumber, running[19])
  })

  it('is not issued for an unpaid order, and the owner is told so', async () => {
    const order = await insertOrder(db, { status: 'awaiting_payment' })
    assert.deepEqual(await issueInvoice(db, config, order.id), { status: 'unpaid' })
    const response = await owner(app, 'POST', '/invoices', { order_number: order.number })
    assert.equal(response.status, 409)
    assert.match(response.json.message, new RegExp(`${order.number} is not paid`))
    assert.equal((await documentsOf(db, order.id)).length, 0)
  })

  it('is issued when the owner marks a bank transfer paid, and a dry run keeps nothing', async () => {
    const order = await insertOrder(db, { status: 'awaiting_payment' })
    const dry = await owner(app, 'POST', `/orders/${order.number}/status?dry_run=true`, {
      status: 'paid',
    })
    assert.equal(dry.status, 200)
    assert.equal((await documentsOf(db, order.id)).length, 0)
    const before = await seriesRows(db)
    assert.equal(
      (await owner(app, 'POST', `/orders/${order.number}/status`, { status: 'paid' })).status,
      200,
    )
    const documents = await documentsOf(db, order.id)
    assert.equal(documents.length, 1)
    const last = before.find((row) => row.series === `invoice/${year}`)!.lastNumber
    assert.equal(documents[0]!.number, `${year}-${String(last + 1).padStart(6, '0')}`)
  })
})

describe('the credit note of a paid order cancelled', () => {
  it('takes back every line of its invoice and refers to it', async () => {
    const { order, reference } = await cardOrder(app, db)
    await payReport(app, config, order, reference)
    const cancel = await owner(app, 'POST', `/orders/${order.number}/status`, {
      status: 'cancelled',
    })
    assert.equal(cancel.status, 200)
    assert.equal((await orderById(db, order.id)).status, 'cancelled')
    const documents = await documentsOf(db, order.id)
    assert.equal(documents.length, 2)
    const invoice = documents.find((document) => document.kind === 'invoice')!
    const note = documents.find((document) => document.kind === 'credit_note')!
    assert.match(note.number, new RegExp(`^D${year}-\\d{6}$`))
    assert.equal(note.correctsId, invoice.id)
    assert.deepEqual(note.doc.corrects, { number: invoice.number, issued_on: invoice.issuedOn })
    assert.equal(note.doc.reason, 'Zrušení objednávky')
    assert.equal(note.totalGross, -invoice.totalGross)
    assert.equal(note.totalVat, -invoice.totalVat)
    assert.deepEqual(
      note.doc.lines.map((line) => [line.quantity, line.gross]),
      invoice.doc.lines.map((line) => [-line.quantity, -line.gross]),
    )
  })

  it('is refused for an order with no invoice, changing nothing', async () => {
    const { issueCreditNote } = await import('../../src/invoices/credit-notes.js')
    const order = await insertOrder(db, { status: 'awaiting_payment' })
    await assert.rejects(
      issueCreditNote(db, config, { orderId: order.id, reason: 'cancelled' }),
      (error: { statusCode?: number }) => error.statusCode === 409,
    )
    assert.equal((await documentsOf(db, order.id)).length, 0)
  })
})

describe('the credit note of a withdrawal', () => {
  it('takes back the pieces given, then the rest with the delivery, and refuses more', async () => {
    const { issueCreditNote } = await import('../../src/invoices/credit-notes.js')
    const order = await insertOrder(db, { status: 'delivered', paidAt: new Date() })
    await issueInvoice(db, config, order.id)
    const [invoice] = await documentsOf(db, order.id)
    const [first, second] = invoice!.doc.lines.map((line) => line.order_item_id!)

    const one = await issueCreditNote(db, config, {
      orderId: order.id,
      reason: 'withdrawal',
      items: [{ order_item_id: first!, quantity: 1 }],
    })
    const rejected = [
      [{ order_item_id: first!, quantity: 2 }],
      [{ order_item_id: 999_999, quantity: 1 }],
      [{ order_item_id: second!, quantity: 0 }],
    ]
    for (const items of rejected)
      await assert.rejects(
        issueCreditNote(db, config, { orderId: order.id, reason: 'withdrawal', items }),
        (error: { statusCode?: number; fields?: object }) =>
          error.statusCode === 422 && 'items' in error.fields!,
      )
    const rest = await issueCreditNote(db, config, {
      orderId: order.id,
      reason: 'withdrawal',
      items: [
        { order_item_id: first!, quantity: 1 },
        { order_item_id: second!, quantity: 1 },
      ],
      includeDelivery: true,
    })
    await assert.rejects(
      issueCreditNote(db, config, { orderId: order.id, reason: 'cancelled' }),
      (error: { statusCode?: number }) => error.statusCode === 409,
    )

    const documents = await documentsOf(db, order.id)
    assert.deepEqual(
      documents.map((document) => document.number),
      [invoice!.number, one.number, rest.number],
    )
    const [, note1, note2] = documents
    // 107 820 for two pieces: 53 910 each; then the other piece, the poster and the delivery.
    assert.deepEqual(
      note1!.doc.lines.map((line) => [line.quantity, line.gross]),
      [[-1, -53_910]],
    )
    assert.deepEqual(
      note2!.doc.lines.map((line) => [line.quantity, line.gross]),
      [
        [-1, -53_910],
        [-1, -40_500],
        [-1, -7_900],
      ],
    )
    assert.equal(note1!.doc.reason, 'Odstoupení od smlouvy')
    assert.equal(note1!.totalGross + note2!.totalGross, -invoice!.totalGross)
  })
})
