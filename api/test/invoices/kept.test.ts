import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { loadConfig } from '../../src/config.js'
import { issueInvoice } from '../../src/invoices/issue.js'
import { invoicingFrom } from '../../src/config/invoicing.js'
import { formatNumber } from '../../src/config/invoicing.js'
import { anonymiseOrdersOf } from '../../src/orders/anonymise.js'
import { build, DEMO_ENV, signedInVisitor } from '../helper.js'
import { insertOrder, orderById } from '../orders/fixtures.js'
import { BUSINESS_BUYER, documentsOf } from './core-fixtures.js'

describe('the number formats and the VAT scheme', () => {
  it('default to 2026-000123 and D2026-000007 under Czech VAT', () => {
    const { settings, problems } = invoicingFrom({})
    assert.deepEqual(problems, [])
    assert.equal(settings.vatScheme, 'cz')
    assert.equal(formatNumber(settings.invoiceNumberFormat, 2026, 123), '2026-000123')
    assert.equal(formatNumber(settings.creditNoteNumberFormat, 2026, 7), 'D2026-000007')
    assert.equal(formatNumber('FV{year}/{number:4}', 2027, 42), 'FV2027/0042')
  })

  it('refuse a format without the year or the number, one shared by both kinds, a scheme unknown', () => {
    const problems = (env: NodeJS.ProcessEnv) => invoicingFrom(env).problems.join('\n')
    assert.match(
      problems({ INVOICE_NUMBER_FORMAT: '{number:6}' }),
      /INVOICE_NUMBER_FORMAT.*\{year\}/,
    )
    assert.match(
      problems({ CREDIT_NOTE_NUMBER_FORMAT: 'D{year}' }),
      /CREDIT_NOTE_NUMBER_FORMAT.*\{number/,
    )
    assert.match(
      problems({
        INVOICE_NUMBER_FORMAT: '{year}-{number:6}',
        CREDIT_NOTE_NUMBER_FORMAT: '{year}-{number:6}',
      }),
      /must differ/,
    )
    assert.match(problems({ INVOICE_NUMBER_FORMAT: '{year}-{number:6}{x}' }), /only \{year\}/)
    assert.match(problems({ VAT_SCHEME: 'eu' }), /VAT_SCHEME: cz or oss, not eu/)
    assert.throws(() => loadConfig({ ...DEMO_ENV, VAT_SCHEME: 'eu' }), /VAT_SCHEME/)
    assert.equal(loadConfig({ ...DEMO_ENV, VAT_SCHEME: 'oss' }).invoicing.vatScheme, 'oss')
  })
})

describe('an invoice when the customer deletes the account', () => {
  it('stays as issued, with the billing name, address and company ids the VAT law requires', async () => {
    const testApp = await build()
    const db = testApp.database.db
    const { userId } = await signedInVisitor(testApp)
    const order = await insertOrder(db, {
      userId,
      status: 'delivered',
      paidAt: new Date(),
      billing: BUSINESS_BUYER,
    })
    assert.equal((await issueInvoice(db, testApp.config, order.id)).status, 'issued')
    const [before] = await documentsOf(db, order.id)
    assert.deepEqual(before!.doc.customer, {
      name: 'Jana Nováková',
      company: 'Ateliér Nová s.r.o.',
      street: 'Komunardů 12',
      city: 'Praha',
      postal_code: '17000',
      country: 'CZ',
      company_id: '12345678',
      vat_id: 'CZ12345678',
    })

    await anonymiseOrdersOf(db, userId)
    assert.ok((await orderById(db, order.id)).anonymisedAt)
    const after = await documentsOf(db, order.id)
    assert.equal(after.length, 1)
    assert.deepEqual(after[0]!.document, before!.document)
  })
})
