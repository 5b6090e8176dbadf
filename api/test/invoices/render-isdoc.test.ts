import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import type { InvoiceDocument } from '../../src/invoices/document.js'
import { documentUuid, invoiceIsdoc } from '../../src/invoices/isdoc.js'
import { czechCreditNote, czechInvoice, germanInvoice } from './documents.js'
import { isdocSchemaErrors } from './isdoc-schema.js'

/** The text of the first element of that name (after an optional parent), or undefined. */
function valueOf(xml: string, name: string, within?: string): string | undefined {
  const scope = within
    ? (new RegExp(`<${within}>([\\s\\S]*?)</${within}>`).exec(xml)?.[1] ?? '')
    : xml
  return new RegExp(`<${name}>([^<]*)</${name}>`).exec(scope)?.[1]
}

/** A Czech credit note in euros: the German invoice's postage taken back. */
function euroCreditNote(): InvoiceDocument {
  const invoice = germanInvoice()
  const postage = invoice.lines[1]!
  return {
    ...invoice,
    kind: 'credit_note',
    number: 'D2026-000008',
    corrects: { number: invoice.number, issued_on: invoice.issued_on },
    reason: 'Widerruf',
    lines: [
      { ...postage, quantity: -1, net: -postage.net, vat: -postage.vat, gross: -postage.gross },
    ],
    by_rate: [
      {
        vat_rate_percent: 19,
        net: -postage.net,
        vat: -postage.vat,
        gross: -postage.gross,
        vat_czk: -Math.round(postage.vat * 24.25),
      },
    ],
    total_net: -postage.net,
    total_vat: -postage.vat,
    total_gross: -postage.gross,
  }
}

describe('the invoice as ISDOC 6.0.2', () => {
  it('validates against the ISDOC 6.0.2 schema: invoice and credit note, in CZK and EUR', async () => {
    for (const document of [czechInvoice(), czechCreditNote(), germanInvoice(), euroCreditNote()])
      assert.deepEqual(await isdocSchemaErrors(invoiceIsdoc(document)), [], document.number)
  })

  it('is really checked: a document missing a required element is refused', async () => {
    const broken = invoiceIsdoc(czechInvoice()).replace(/<IssueDate>[^<]*<\/IssueDate>/, '')
    assert.notDeepEqual(await isdocSchemaErrors(broken), [])
  })

  it('states a CZK invoice: type 1, a stable UUID, dates, parties, lines, VAT per rate, payment', () => {
    const document = czechInvoice()
    const xml = invoiceIsdoc(document)
    assert.equal(valueOf(xml, 'DocumentType'), '1')
    assert.equal(valueOf(xml, 'ID'), '2026-000123')
    assert.equal(valueOf(xml, 'UUID'), documentUuid(document))
    assert.equal(invoiceIsdoc(czechInvoice()), xml, 'the same document gives the same XML')
    assert.notEqual(documentUuid({ ...document, number: '2026-000124' }), documentUuid(document))
    assert.equal(valueOf(xml, 'IssueDate'), '2026-11-29')
    assert.equal(valueOf(xml, 'TaxPointDate'), '2026-11-29')
    assert.equal(valueOf(xml, 'VATApplicable'), 'true')
    assert.equal(valueOf(xml, 'LocalCurrencyCode'), 'CZK')
    assert.equal(valueOf(xml, 'ForeignCurrencyCode'), undefined)
    assert.equal(valueOf(xml, 'CurrRate'), '1')
    assert.equal(valueOf(xml, 'ID', 'AccountingSupplierParty'), '12345678')
    assert.equal(valueOf(xml, 'CompanyID', 'AccountingSupplierParty'), 'CZ12345678')
    assert.equal(valueOf(xml, 'Name', 'AccountingCustomerParty'), 'Ťuhýk &amp; Ďáblová s.r.o.')
    assert.equal(valueOf(xml, 'CompanyID', 'AccountingCustomerParty'), 'CZ87654321')
    assert.equal(valueOf(xml, 'StreetName', 'AccountingCustomerParty'), 'Úvoz')
    assert.equal(valueOf(xml, 'BuildingNumber', 'AccountingCustomerParty'), '12')
    assert.equal(xml.match(/<InvoiceLine>/g)?.length, 2)
    assert.equal(valueOf(xml, 'LineExtensionAmount', 'InvoiceLine'), '1561.98')
    assert.equal(valueOf(xml, 'LineExtensionTaxAmount', 'InvoiceLine'), '328.02')
    assert.equal(valueOf(xml, 'LineExtensionAmountTaxInclusive', 'InvoiceLine'), '1890.00')
    assert.equal(valueOf(xml, 'Percent', 'TaxSubTotal'), '21')
    assert.equal(valueOf(xml, 'TaxableAmount', 'TaxSubTotal'), '1635.53')
    assert.equal(valueOf(xml, 'TaxAmount', 'TaxSubTotal'), '343.47')
    assert.equal(valueOf(xml, 'TaxInclusiveAmount', 'LegalMonetaryTotal'), '1979.00')
    assert.equal(valueOf(xml, 'PayableAmount', 'LegalMonetaryTotal'), '1979.00')
    assert.equal(valueOf(xml, 'PaymentMeansCode'), '48')
    assert.equal(valueOf(xml, 'VariableSymbol'), '2611290007')
    assert.equal(valueOf(xml, 'IBAN'), 'CZ6520100000002800123456')
    assert.equal(valueOf(xml, 'ID', 'Details'), '2800123456')
    assert.equal(valueOf(xml, 'BankCode', 'Details'), '2010')
  })

  it('states an EUR invoice in CZK at the bank’s rate, and in euros beside', () => {
    const xml = invoiceIsdoc(germanInvoice())
    assert.equal(valueOf(xml, 'ForeignCurrencyCode'), 'EUR')
    assert.equal(valueOf(xml, 'CurrRate'), '24.250')
    assert.equal(valueOf(xml, 'RefCurrRate'), '1')
    assert.equal(valueOf(xml, 'LineExtensionAmountTaxInclusiveCurr', 'InvoiceLine'), '79.00')
    assert.equal(valueOf(xml, 'LineExtensionAmountTaxInclusive', 'InvoiceLine'), '1915.75')
    // The VAT in CZK as the document states it (rounded once per rate), not re-derived per line.
    assert.equal(valueOf(xml, 'TaxAmountCurr', 'TaxSubTotal'), '13.55')
    assert.equal(valueOf(xml, 'TaxAmount', 'TaxSubTotal'), '328.59')
    assert.equal(valueOf(xml, 'TaxInclusiveAmountCurr', 'LegalMonetaryTotal'), '84.90')
    assert.equal(valueOf(xml, 'Note'), 'OSS')
    assert.equal(valueOf(xml, 'IdentificationCode', 'AccountingCustomerParty'), 'DE')
  })

  it('states a credit note as type 2 in positive amounts, referring to its invoice', () => {
    const xml = invoiceIsdoc(czechCreditNote())
    assert.equal(valueOf(xml, 'DocumentType'), '2')
    assert.equal(valueOf(xml, 'ID', 'OriginalDocumentReferences'), '2026-000123')
    assert.equal(valueOf(xml, 'IssueDate', 'OriginalDocumentReferences'), '2026-11-29')
    assert.equal(valueOf(xml, 'TaxPointDate'), undefined)
    assert.equal(valueOf(xml, 'InvoicedQuantity', 'InvoiceLine'), undefined) // has an attribute
    assert.match(xml, /<InvoicedQuantity unitCode="ks">1<\/InvoicedQuantity>/)
    assert.equal(valueOf(xml, 'UnitPrice', 'InvoiceLine'), '1561.98')
    assert.equal(valueOf(xml, 'LineExtensionAmountTaxInclusive', 'InvoiceLine'), '1890.00')
    assert.equal(valueOf(xml, 'PayableAmount'), '1890.00')
    assert.doesNotMatch(xml, />-\d/, 'no negative amount')
  })
})
