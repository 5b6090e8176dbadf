import { createHash } from 'node:crypto'
import { majorUnits } from '../lib/money.js'
import type { InvoiceDocument, InvoiceParty } from './document.js'

/**
 * A tax document as ISDOC 6.0.2, the Czech e-invoice format Pohoda, Money S3 and ABRA import
 * (schema: api/test/data/isdoc). ISDOC states amounts in CZK (the local currency) and, for a
 * document in euros, each amount also in the foreign currency (the `…Curr` elements) with the
 * Czech National Bank's rate. A credit note is written in positive amounts: its document type says
 * they are taken off the corrected invoice (ISDOC rules since 5.2.1).
 */
export function invoiceIsdoc(document: InvoiceDocument): string {
  const credit = document.kind === 'credit_note'
  // The document's own amounts are negative on a credit note; ISDOC wants them positive.
  const sign = credit ? -1 : 1
  const rate = document.exchange_rate
  const foreign = document.currency !== 'CZK' && rate !== null
  const perUnit = rate ? Number(rate.rate) / rate.amount : 1
  const local = (minor: number) => majorUnits(Math.round(sign * minor * (foreign ? perUnit : 1)))
  const unit = (minor: number) => majorUnits(Math.round(Math.abs(minor) * (foreign ? perUnit : 1)))
  const amount = (name: string, minor: number, localMinor?: number) => {
    const main = el(name, localMinor === undefined ? local(minor) : majorUnits(sign * localMinor))
    return foreign ? [main, el(`${name}Curr`, majorUnits(sign * minor))] : [main]
  }
  // In lines and VAT totals the foreign amount comes first, in the document's totals after.
  const amountCurrFirst = (name: string, minor: number, localMinor?: number) =>
    amount(name, minor, localMinor).reverse()

  const lines = document.lines.map((line, index) =>
    el('InvoiceLine', [
      el('ID', String(index + 1)),
      `<InvoicedQuantity unitCode="ks">${Math.abs(line.quantity)}</InvoicedQuantity>`,
      ...amountCurrFirst('LineExtensionAmount', line.net),
      ...amountCurrFirst('LineExtensionAmountTaxInclusive', line.gross),
      el('LineExtensionTaxAmount', local(line.vat)),
      // A unit price is positive on either kind of document.
      el('UnitPrice', unit(line.unit_net)),
      el('UnitPriceTaxInclusive', unit(Math.round(line.gross / line.quantity))),
      el('ClassifiedTaxCategory', [
        el('Percent', String(line.vat_rate_percent)),
        // 0: VAT computed from the price without VAT (zdola).
        el('VATCalculationMethod', '0'),
        el('VATApplicable', 'true'),
      ]),
      el('Item', [el('Description', line.description)]),
    ]),
  )

  const subTotals = document.by_rate.map((row) =>
    el('TaxSubTotal', [
      ...amountCurrFirst('TaxableAmount', row.net),
      ...amountCurrFirst('TaxAmount', row.vat, row.vat_czk ?? undefined),
      ...amountCurrFirst('TaxInclusiveAmount', row.gross),
      ...amountCurrFirst('AlreadyClaimedTaxableAmount', 0),
      ...amountCurrFirst('AlreadyClaimedTaxAmount', 0),
      ...amountCurrFirst('AlreadyClaimedTaxInclusiveAmount', 0),
      ...amountCurrFirst('DifferenceTaxableAmount', row.net),
      ...amountCurrFirst('DifferenceTaxAmount', row.vat, row.vat_czk ?? undefined),
      ...amountCurrFirst('DifferenceTaxInclusiveAmount', row.gross),
      el('TaxCategory', [el('Percent', String(row.vat_rate_percent))]),
    ]),
  )
  const vatCzk = foreign
    ? document.by_rate.reduce((all, row) => all + (row.vat_czk ?? 0), 0)
    : undefined

  const body = [
    el('DocumentType', credit ? '2' : '1'),
    el('ID', document.number),
    el('UUID', documentUuid(document)),
    el('IssuingSystem', 'print-shop'),
    el('IssueDate', document.issued_on),
    // ISDOC leaves the taxable-supply date off a credit note: the law dates the correction itself.
    ...(credit ? [] : [el('TaxPointDate', document.taxable_supply_on)]),
    el('VATApplicable', 'true'),
    el('ElectronicPossibilityAgreementReference', ''),
    ...(document.vat_scheme === 'oss' ? [el('Note', 'OSS')] : []),
    el('LocalCurrencyCode', 'CZK'),
    ...(foreign && rate
      ? [
          el('ForeignCurrencyCode', document.currency),
          el('CurrRate', rate.rate),
          el('RefCurrRate', String(rate.amount)),
        ]
      : [el('CurrRate', '1'), el('RefCurrRate', '1')]),
    el('AccountingSupplierParty', [party(document.supplier)]),
    el('AccountingCustomerParty', [party(document.customer)]),
    el('OrderReferences', [
      `<OrderReference id="order">${el('SalesOrderID', document.order_number)}</OrderReference>`,
    ]),
    ...(credit && document.corrects
      ? [
          el('OriginalDocumentReferences', [
            `<OriginalDocumentReference id="corrected">${[
              el('ID', document.corrects.number),
              el('IssueDate', document.corrects.issued_on),
            ].join('')}</OriginalDocumentReference>`,
          ]),
        ]
      : []),
    el('InvoiceLines', lines),
    el('TaxTotal', [...subTotals, ...amountCurrFirst('TaxAmount', document.total_vat, vatCzk)]),
    el('LegalMonetaryTotal', [
      ...amount('TaxExclusiveAmount', document.total_net),
      ...amount('TaxInclusiveAmount', document.total_gross),
      ...amount('AlreadyClaimedTaxExclusiveAmount', 0),
      ...amount('AlreadyClaimedTaxInclusiveAmount', 0),
      ...amount('DifferenceTaxExclusiveAmount', document.total_net),
      ...amount('DifferenceTaxInclusiveAmount', document.total_gross),
      ...amount('PaidDepositsAmount', 0),
      ...amount('PayableAmount', document.total_gross),
    ]),
    ...paymentMeans(document, local),
  ]
  return `<?xml version="1.0" encoding="UTF-8"?>\n<Invoice xmlns="http://isdoc.cz/namespace/2013" version="6.0.2">${body.join('')}</Invoice>\n`
}

/** The same number of the same supplier always gives the same UUID (a name-based one, v5 style). */
export function documentUuid(document: Pick<InvoiceDocument, 'number' | 'supplier'>): string {
  const hash = createHash('sha1')
    .update(
      `print-shop:${document.supplier.company_id ?? document.supplier.name}:${document.number}`,
    )
    .digest('hex')
  const variant = ((parseInt(hash.slice(16, 18), 16) & 0x3f) | 0x80).toString(16)
  return [
    hash.slice(0, 8),
    hash.slice(8, 12),
    `5${hash.slice(13, 16)}`,
    `${variant}${hash.slice(18, 20)}`,
    hash.slice(20, 32),
  ].join('-')
}

function paymentMeans(document: InvoiceDocument, local: (minor: number) => string): string[] {
  const account = document.supplier.bank_account
  // 42: paid to a bank account; 48: paid by card (GoPay takes cards and bank buttons alike).
  const code = document.payment_method === 'bank_transfer' ? '42' : '48'
  const details = account
    ? el('Details', [
        el('PaymentDueDate', document.issued_on),
        ...bankAccount(account),
        el('VariableSymbol', document.variable_symbol),
      ])
    : ''
  return [
    el('PaymentMeans', [
      el('Payment', [
        el('PaidAmount', local(document.total_gross)),
        el('PaymentMeansCode', code),
        details,
      ]),
    ]),
  ]
}

/** ISDOC wants the domestic account number and bank code too: a Czech IBAN carries both. */
function bankAccount(account: NonNullable<InvoiceDocument['supplier']['bank_account']>): string[] {
  const iban = account.iban.replace(/\s+/g, '')
  const [number, bankCode] = account.account?.split('/') ?? []
  const czech = /^CZ\d{22}$/.test(iban)
    ? {
        bankCode: iban.slice(4, 8),
        number: `${iban.slice(8, 14).replace(/^0+/, '')}${iban.slice(8, 14).replace(/^0+/, '') ? '-' : ''}${iban.slice(14).replace(/^0+/, '')}`,
      }
    : null
  return [
    el('ID', number ?? czech?.number ?? iban),
    el('BankCode', bankCode ?? czech?.bankCode ?? ''),
    el('Name', account.bic),
    el('IBAN', iban),
    el('BIC', account.bic),
  ]
}

const COUNTRY_NAMES = new Intl.DisplayNames(['cs'], { type: 'region' })

function party(who: InvoiceParty): string {
  const [, street = who.street, building = ''] =
    /^(.*?)\s+(\d[\w/-]*)$/.exec(who.street.trim()) ?? []
  return el('Party', [
    el('PartyIdentification', [el('ID', who.company_id ?? '')]),
    el('PartyName', [el('Name', who.company ?? who.name)]),
    el('PostalAddress', [
      el('StreetName', street),
      el('BuildingNumber', building),
      el('CityName', who.city),
      el('PostalZone', who.postal_code),
      el('Country', [
        el('IdentificationCode', who.country),
        el('Name', COUNTRY_NAMES.of(who.country) ?? who.country),
      ]),
    ]),
    ...(who.vat_id
      ? [el('PartyTaxScheme', [el('CompanyID', who.vat_id), el('TaxScheme', 'VAT')])]
      : []),
    ...(who.company && who.company !== who.name
      ? [
          el('Contact', [
            el('Name', who.name),
            ...(who.email ? [el('ElectronicMail', who.email)] : []),
          ]),
        ]
      : who.email
        ? [el('Contact', [el('ElectronicMail', who.email)])]
        : []),
  ])
}

/** An element: text content escaped, or child elements as they are. */
function el(name: string, content: string | string[]): string {
  const inner = Array.isArray(content) ? content.join('') : escapeXml(content)
  return `<${name}>${inner}</${name}>`
}

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
}
