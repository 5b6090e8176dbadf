import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { and, eq } from 'drizzle-orm'
import { DEMO_OWNER_TOKEN } from '../../src/config.js'
import { invoices } from '../../src/db/schema.js'
import { invoiceAttachments } from '../../src/invoices/mail.js'
import { rateDayFor } from '../../src/invoices/rate-day.js'
import { setOrderStatus } from '../../src/orders/owner-status.js'
import { shopDay } from '../../src/lib/period.js'
import { startPayment } from '../../src/orders/start-payment.js'
import { build, signedInVisitor } from '../helper.js'
import { insertOrder } from '../orders/fixtures.js'
import { isdocSchemaErrors } from './isdoc-schema.js'
import { payReport } from './core-fixtures.js'
import { pdfPages } from './pdf-text.js'

const testApp = await build()
const { app, config } = testApp
const db = testApp.database.db
const customer = await signedInVisitor(testApp)
const stranger = await signedInVisitor(testApp)

/** The customer's card order, paid through the sandbox gateway's signed report. */
async function paidOrder(overrides: Parameters<typeof insertOrder>[1] = {}) {
  const order = await insertOrder(db, {
    paymentMethod: 'card',
    userId: customer.userId,
    email: customer.email,
    ...overrides,
  })
  const { paymentUrl } = await startPayment(app, db, order)
  const settled = await payReport(app, config, order, paymentUrl.split('/').pop()!)
  assert.ok(settled.statusCode < 300, settled.body)
  return order
}

interface DevMail {
  attributes: { to: string; subject: string; text: string; attachments: string[] }
}
async function mailsTo(email: string): Promise<DevMail['attributes'][]> {
  const mails = (await app.inject({ url: '/v1/dev/mail' })).json().data as DevMail[]
  return mails.map((mail) => mail.attributes).filter((mail) => mail.to === email)
}

async function documentsOf(orderId: number) {
  const response = await customer.visitor.get(`/v1/me/orders/${orderId}`)
  assert.equal(response.statusCode, 200)
  return response.json().data.attributes.documents as Array<Record<string, string>>
}

/** The path of an address the API gave, to call it on the test app. */
const pathOf = (url: string) => new URL(url).pathname

const czech = await paidOrder()
const [czechInvoice] = await db.select().from(invoices).where(eq(invoices.orderId, czech.id))

describe('the invoice delivered to the customer', () => {
  it('is issued with the payment and attached to the payment-received mail', async () => {
    assert.ok(czechInvoice, 'the colleague’s issueInvoice ran with the payment')
    const [mail] = await mailsTo(customer.email)
    assert.match(mail!.subject, new RegExp(czech.number))
    assert.deepEqual(mail!.attachments, [`${czechInvoice.number}.pdf`])
    assert.ok(
      mail!.text.includes(`Daňový doklad č.\u00a0${czechInvoice.number}`) ||
        mail!.text.includes(`Daňový doklad č. ${czechInvoice.number}`),
      mail!.text,
    )
    // What SMTP sends: the PDF rendered from the document as issued.
    const [attachment] = await invoiceAttachments(db, [czechInvoice.id])
    assert.equal(attachment!.filename, `${czechInvoice.number}.pdf`)
    assert.equal(attachment!.contentType, 'application/pdf')
    assert.match((await pdfPages(attachment!.content))[0]!, new RegExp(czechInvoice.number))
  })

  it('is listed with the order, and its owner downloads the PDF and the ISDOC', async () => {
    const documents = await documentsOf(czech.id)
    assert.equal(documents.length, 1)
    const listed = documents[0]!
    assert.deepEqual(
      { number: listed.number, kind: listed.kind, issued_on: listed.issued_on },
      { number: czechInvoice!.number, kind: 'invoice', issued_on: czechInvoice!.issuedOn },
    )
    assert.equal(
      pathOf(listed.pdf_url!),
      `/v1/me/orders/${czech.id}/invoices/${czechInvoice!.number}.pdf`,
    )

    const pdf = await customer.visitor.get(pathOf(listed.pdf_url!))
    assert.equal(pdf.statusCode, 200)
    assert.equal(pdf.headers['content-type'], 'application/pdf')
    assert.equal(pdf.headers['cache-control'], 'private, no-store')
    assert.equal(
      pdf.headers['content-disposition'],
      `attachment; filename="${czechInvoice!.number}.pdf"`,
    )
    const text = (await pdfPages(pdf.rawPayload)).join(' ').replace(/\s+/g, ' ')
    for (const expected of [
      'Faktura – daňový doklad',
      czechInvoice!.number,
      'Jana Nováková',
      'Komunardů 12',
      `Variabilní symbol: ${czech.number}`,
      'Rekapitulace DPH',
      '21 %',
      'Neplaťte – uhrazeno',
    ])
      assert.ok(text.includes(expected), `missing «${expected}» in: ${text}`)

    const isdoc = await customer.visitor.get(pathOf(listed.isdoc_url!))
    assert.equal(isdoc.statusCode, 200)
    assert.match(String(isdoc.headers['content-type']), /^application\/xml/)
    assert.equal(isdoc.headers['cache-control'], 'private, no-store')
    assert.equal(
      isdoc.headers['content-disposition'],
      `attachment; filename="${czechInvoice!.number}.isdoc"`,
    )
    assert.deepEqual(await isdocSchemaErrors(isdoc.body), [])
  })

  it('is nobody else’s: stranger 404, anonymous 401, unknown number or type 404', async () => {
    const url = `/v1/me/orders/${czech.id}/invoices/${czechInvoice!.number}.pdf`
    assert.equal((await stranger.visitor.get(url)).statusCode, 404)
    assert.equal((await testApp.visitor().get(url)).statusCode, 401)
    const base = `/v1/me/orders/${czech.id}/invoices`
    assert.equal((await customer.visitor.get(`${base}/2026-999999.pdf`)).statusCode, 404)
    assert.equal(
      (await customer.visitor.get(`${base}/${czechInvoice!.number}.txt`)).statusCode,
      404,
    )
    assert.equal((await customer.visitor.get(`${base}/${czechInvoice!.number}`)).statusCode, 404)
    // Another order of the same customer does not lend its number.
    const unpaid = await insertOrder(db, { userId: customer.userId, email: customer.email })
    const other = `/v1/me/orders/${unpaid.id}/invoices/${czechInvoice!.number}.pdf`
    assert.equal((await customer.visitor.get(other)).statusCode, 404)
    assert.deepEqual(await documentsOf(unpaid.id), [])
  })

  it('brings the credit note with the mail telling of a paid order cancelled', async () => {
    const order = await paidOrder()
    await setOrderStatus(app, order.number, 'cancelled')
    const [note] = await db
      .select()
      .from(invoices)
      .where(and(eq(invoices.orderId, order.id), eq(invoices.kind, 'credit_note')))
    assert.ok(note, 'the colleague’s credit note was issued with the cancellation')
    const [mail] = await mailsTo(customer.email)
    assert.match(mail!.subject, /zrušena/)
    assert.deepEqual(mail!.attachments, [`${note.number}.pdf`])
    assert.match(
      mail!.text,
      new RegExp(`Opravný daňový doklad č\\.\\s${note.number} posíláme v\\spříloze\\.`),
    )

    const documents = await documentsOf(order.id)
    assert.deepEqual(
      documents.map((document) => document.kind),
      ['invoice', 'credit_note'],
    )
    const pdf = await customer.visitor.get(pathOf(documents[1]!.pdf_url!))
    assert.equal(pdf.statusCode, 200)
    const text = (await pdfPages(pdf.rawPayload)).join(' ').replace(/\s+/g, ' ')
    assert.ok(text.includes('Opravný daňový doklad'), text)
    assert.ok(text.includes(`Opravuje daňový doklad č. ${documents[0]!.number}`), text)
    const isdoc = await customer.visitor.get(pathOf(documents[1]!.isdoc_url!))
    assert.deepEqual(await isdocSchemaErrors(isdoc.body), [])
    assert.match(isdoc.body, /<DocumentType>2<\/DocumentType>/)
  })

  it('comes by its own mail when it waited for the bank’s rate, in the order’s language', async () => {
    const german = await paidOrder({ locale: 'de', currency: 'EUR', totalGross: 6_462 })
    const waiting = await db.select().from(invoices).where(eq(invoices.orderId, german.id))
    assert.equal(waiting.length, 0, 'no EUR invoice without the bank’s rate')
    const [paymentMail] = await mailsTo(customer.email)
    assert.match(paymentMail!.subject, new RegExp(german.number))
    assert.deepEqual(paymentMail!.attachments, [])
    assert.match(paymentMail!.text, /Die Rechnung schicken wir Ihnen per E-Mail\./)

    // The bank's rate arrives: the owner's import issues the invoice and mails it.
    const [year, month, day] = rateDayFor(shopDay(new Date())).split('-')
    const imported = await app.inject({
      method: 'POST',
      url: '/v1/owner/exchange-rates',
      headers: { authorization: `Bearer ${DEMO_OWNER_TOKEN}`, 'content-type': 'text/plain' },
      payload: `${day}.${month}.${year} #229\nzemě|měna|množství|kód|kurz\nEMU|euro|1|EUR|24,250\n`,
    })
    assert.equal(imported.statusCode, 200, imported.body)
    const [issued] = await db.select().from(invoices).where(eq(invoices.orderId, german.id))
    assert.ok(issued && imported.json().data.invoices_issued.includes(issued.number))

    const [invoiceMail] = await mailsTo(customer.email)
    assert.equal(
      invoiceMail!.subject,
      `Rechnung ${issued.number} zur Bestellung ${german.number} – ${config.shop.name}`,
    )
    assert.deepEqual(invoiceMail!.attachments, [`${issued.number}.pdf`])

    const [listed] = await documentsOf(german.id)
    const pdf = await customer.visitor.get(pathOf(listed!.pdf_url!))
    assert.equal(pdf.statusCode, 200)
    const text = (await pdfPages(pdf.rawPayload)).join(' ').replace(/\s+/g, ' ')
    for (const expected of [
      'Rechnung',
      issued.number,
      'Jana Nováková',
      'Leistungsdatum',
      'USt-Aufstellung',
      'Kurs der Tschechischen Nationalbank',
      '1 EUR = 24,250 CZK',
      'Bereits bezahlt – bitte nicht überweisen',
    ])
      assert.ok(text.includes(expected), `missing «${expected}» in: ${text}`)
    const isdoc = await customer.visitor.get(pathOf(listed!.isdoc_url!))
    assert.deepEqual(await isdocSchemaErrors(isdoc.body), [])
    assert.match(isdoc.body, /<ForeignCurrencyCode>EUR<\/ForeignCurrencyCode>/)
  })
})
