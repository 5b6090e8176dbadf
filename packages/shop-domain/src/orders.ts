/** What a placed order carries that both the API and the storefront read (snake_case, as in answers). */
import type { Currency } from '@print-shop/shop-domain/pricing'

/** An order's tax documents: its invoice, and credit notes for a cancellation or a withdrawal. */
export const TAX_DOCUMENT_KINDS = ['invoice', 'credit_note'] as const
export type TaxDocumentKind = (typeof TAX_DOCUMENT_KINDS)[number]

/** An address as it was when the order was placed. */
export interface OrderAddress {
  first_name: string
  last_name: string
  company: string | null
  company_id: string | null
  vat_id: string | null
  street: string
  city: string
  zip: string
  country: string
  email: string | null
  phone_number: string | null
}

/**
 * What the QR code holds, in the standard the payer's banking app reads: the Czech QR payment (SPD)
 * for a CZK order; PAY by square (the Slovak Banking Association's) for a EUR order billed to
 * Slovakia; the EPC code of a SEPA transfer ("GiroCode") for any other EUR order.
 */
export interface QrPaymentCode {
  format: 'spd' | 'pay_by_square' | 'epc'
  payload: string
}

/** How to pay an order by bank transfer, while it waits for its money. */
export interface PaymentInstructions {
  holder: string
  /** The Czech account number (for CZK orders); null for EUR, which is paid to the IBAN. */
  account_number: string | null
  iban: string
  bic: string
  variable_symbol: string
  /** Minor units. */
  amount: number
  currency: Currency
  /** YYYY-MM-DD: after it an unpaid order is cancelled. */
  due_date: string
  message: string
  qr_payment: QrPaymentCode
}
