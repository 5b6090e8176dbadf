import type { Currency } from '@print-shop/shop-domain/currency'
import type { TaxDocumentKind } from '@print-shop/shop-domain/orders'

/**
 * What a tax document states, as issued: stored whole in `invoices.document` and rendered from there
 * alone (PDF, ISDOC, the owner's tool), so a later change of the shop's facts, prices or the
 * customer's account never changes a document already issued. Money is in minor units of `currency`
 * (a credit note's lines have a negative quantity and negative amounts, its unit price stays
 * positive); rates in percent (whole, but Finland's 25.5 under OSS); days as YYYY-MM-DD in Prague.
 */
export interface InvoiceParty {
  name: string
  /** Company name of a business buyer (or the supplier's company). */
  company: string | null
  street: string
  city: string
  postal_code: string
  /** ISO 3166-1 alpha-2 */
  country: string
  /** IČO */
  company_id: string | null
  /** DIČ / VAT ID */
  vat_id: string | null
  email?: string | null
  phone?: string | null
}

export interface InvoiceSupplier extends InvoiceParty {
  /** The register entry, e.g. "Zapsáno v obchodním rejstříku vedeném Městským soudem v Praze, oddíl C, vložka 398765". */
  registry: string | null
  website: string | null
  bank_account: { account: string | null; iban: string; bic: string } | null
}

export interface InvoiceLine {
  /** The order item the line is for; null for the delivery. */
  order_item_id?: number | null
  /** What was delivered, in the document's language: picture, layout, paper and size. */
  description: string
  quantity: number
  /** Per unit, after the line's share of any discount, without VAT. */
  unit_net: number
  vat_rate_percent: number
  net: number
  vat: number
  gross: number
}

export interface VatRateTotal {
  vat_rate_percent: number
  net: number
  vat: number
  gross: number
  /** The VAT in CZK at the Czech National Bank's rate when the currency is not CZK, else null. */
  vat_czk: number | null
}

export interface InvoiceDocument {
  kind: TaxDocumentKind
  number: string
  /** The order's number, also the variable symbol. */
  order_number: string
  variable_symbol: string
  /** A credit note's invoice. */
  corrects: { number: string; issued_on: string } | null
  /** Why a credit note was issued (cancelled, withdrawal), in the document's language. */
  reason: string | null
  locale: 'cs' | 'sk' | 'de' | 'en'
  currency: Currency
  vat_scheme: 'cz' | 'oss'
  issued_on: string
  taxable_supply_on: string
  /** card, gopay or bank_transfer */
  payment_method: string
  supplier: InvoiceSupplier
  customer: InvoiceParty
  lines: InvoiceLine[]
  by_rate: VatRateTotal[]
  total_net: number
  total_vat: number
  total_gross: number
  /** For a document in another currency than CZK: the CNB rate of the taxable-supply day. */
  exchange_rate: { day: string; currency: string; amount: number; rate: string } | null
}
