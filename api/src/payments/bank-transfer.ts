import { compactIban, ibanProblem } from '@print-shop/shop-domain/bank-accounts'
import type { Currency } from '@print-shop/shop-domain/currency'
import type { PaymentInstructions, QrPaymentCode } from '@print-shop/shop-domain/orders'
import type { Config } from '../config.js'
import { DEFAULT_LOCALE, isLocale } from '../lib/localized.js'
import { translator } from '../lib/messages.js'
import { payBySquarePayment } from './pay-by-square.js'

export interface SpdPaymentInput {
  iban: string
  bic?: string
  /** Minor units (hellers, cents). */
  amount: number
  currency: Currency
  variableSymbol: string
  message?: string
  /** YYYY-MM-DD */
  dueDate?: string
  recipient?: string
}

const MESSAGE_MAX = 60
const RECIPIENT_MAX = 35

/**
 * A free text as an SPD value: an asterisk would end the value and a percent sign starts an escape,
 * so both go; diacritics are dropped because the format is ISO-8859-1 at best and banking apps read
 * plain ASCII most reliably.
 */
function spdText(value: string, maxLength: number): string {
  return value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e]|[*%]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, maxLength)
    .trim()
}

function spdAmount(minor: number): string {
  if (!Number.isSafeInteger(minor) || minor <= 0) throw new RangeError(`invalid amount ${minor}`)
  const text = `${Math.floor(minor / 100)}.${String(minor % 100).padStart(2, '0')}`
  if (text.length > 10) throw new RangeError(`amount ${text} is too large for a QR payment`)
  return text
}

/**
 * The Czech QR payment ("QR Platba", Short Payment Descriptor 1.0): key:value pairs after the
 * SPD*1.0 header, separated by asterisks, e.g.
 * SPD*1.0*ACC:CZ0520100000002801234578+FIOBCZPPXXX*AM:1234.50*CC:CZK*X-VS:2026000042*MSG:…*DT:20261129*RN:…
 */
export function spdPayment(input: SpdPaymentInput): string {
  const iban = compactIban(input.iban)
  if (!isValidIban(iban)) throw new RangeError(`invalid IBAN ${input.iban}`)
  if (!/^\d{1,10}$/.test(input.variableSymbol))
    throw new RangeError(`invalid variable symbol ${input.variableSymbol}`)
  const fields: [string, string][] = [
    ['ACC', input.bic ? `${iban}+${input.bic.replace(/\s+/g, '').toUpperCase()}` : iban],
    ['AM', spdAmount(input.amount)],
    ['CC', input.currency],
    ['X-VS', input.variableSymbol],
  ]
  const message = input.message && spdText(input.message, MESSAGE_MAX)
  if (message) fields.push(['MSG', message])
  if (input.dueDate) {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(input.dueDate))
      throw new RangeError(`invalid due date ${input.dueDate}`)
    fields.push(['DT', input.dueDate.replace(/-/g, '')])
  }
  const recipient = input.recipient && spdText(input.recipient, RECIPIENT_MAX)
  if (recipient) fields.push(['RN', recipient])
  return ['SPD', '1.0', ...fields.map(([key, value]) => `${key}:${value}`)].join('*')
}

export interface EpcPaymentInput {
  /** The beneficiary's name. */
  name: string
  iban: string
  bic?: string
  /** Minor units (cents). */
  amount: number
  /** The text the payer's bank passes on: the order's number, so the payment is matched. */
  remittance: string
}

const EPC_NAME_MAX = 70
const EPC_REMITTANCE_MAX = 140

/**
 * The EPC QR code of a SEPA credit transfer (EPC069-12 version 002, the "GiroCode" German, Austrian
 * and most euro-area banking apps read): one element a line, UTF-8, e.g.
 * BCD / 002 / 1 / SCT / FIOBCZPPXXX / Obrazárna s.r.o. / CZ…  / EUR62.90 / (purpose) / (structured
 * reference) / Order 2026000042. Amounts in euros only.
 */
export function epcPayment(input: EpcPaymentInput): string {
  const iban = compactIban(input.iban)
  if (!isValidIban(iban)) throw new RangeError(`invalid IBAN ${input.iban}`)
  if (!Number.isSafeInteger(input.amount) || input.amount <= 0 || input.amount > 99_999_999_999)
    throw new RangeError(`invalid amount ${input.amount}`)
  const line = (text: string, max: number) => text.replace(/\s+/g, ' ').trim().slice(0, max)
  const name = line(input.name, EPC_NAME_MAX)
  if (!name) throw new RangeError('an EPC payment needs the beneficiary name')
  const euros = `${Math.floor(input.amount / 100)}.${String(input.amount % 100).padStart(2, '0')}`
  return [
    'BCD',
    '002',
    '1', // UTF-8
    'SCT',
    input.bic?.replace(/\s+/g, '').toUpperCase() ?? '',
    name,
    iban,
    `EUR${euros}`,
    '', // purpose
    '', // structured creditor reference: the free text below instead
    line(input.remittance, EPC_REMITTANCE_MAX),
  ].join('\n')
}

/** ISO 13616 check: the country code and check digits moved to the end, read as a number mod 97 is 1. */
export const isValidIban = (iban: string): boolean => ibanProblem(iban) === null

/** A day in the shop's time zone as YYYY-MM-DD. */
function pragueDate(date: Date): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Prague',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(date)
}

/**
 * The QR code in the standard the payer's banking app reads. The payer's bank decides, not the page
 * language: a euro order billed to Slovakia is paid from a Slovak bank (PAY by square), any other
 * euro order from a SEPA bank (EPC); a CZK order from a Czech one (SPD).
 */
function qrPayment(
  bank: Config['payments']['bank'],
  order: { number: string; totalGross: number; billing: { country: string } },
  czk: boolean,
  message: string,
  dueDate: string,
): QrPaymentCode {
  if (czk)
    return {
      format: 'spd',
      payload: spdPayment({
        iban: bank.ibanCzk,
        bic: bank.bic,
        amount: order.totalGross,
        currency: 'CZK',
        variableSymbol: order.number,
        message,
        dueDate,
        recipient: bank.holder,
      }),
    }
  if (order.billing.country === 'SK')
    return {
      format: 'pay_by_square',
      payload: payBySquarePayment({
        name: bank.holder,
        iban: bank.ibanEur,
        bic: bank.bic,
        amount: order.totalGross,
        variableSymbol: order.number,
        dueDate,
        note: message,
      }),
    }
  return {
    format: 'epc',
    payload: epcPayment({
      name: bank.holder,
      iban: bank.ibanEur,
      bic: bank.bic,
      amount: order.totalGross,
      remittance: message,
    }),
  }
}

export function bankTransferInstructions(
  { payments: config, shop }: Pick<Config, 'payments' | 'shop'>,
  order: {
    number: string
    currency: string
    totalGross: number
    createdAt: Date
    locale: string
    billing: { country: string }
  },
): PaymentInstructions {
  const czk = order.currency === 'CZK'
  const iban = czk ? config.bank.ibanCzk : config.bank.ibanEur
  const t = translator(isLocale(order.locale) ? order.locale : DEFAULT_LOCALE, shop)
  const message = t('payments.bank_transfer.message', { number: order.number })
  const dueDate = pragueDate(new Date(order.createdAt.getTime() + config.dueDays * 86_400_000))
  return {
    holder: config.bank.holder,
    account_number: czk ? config.bank.accountCzk : null,
    iban,
    bic: config.bank.bic,
    variable_symbol: order.number,
    amount: order.totalGross,
    currency: czk ? 'CZK' : 'EUR',
    due_date: dueDate,
    message,
    qr_payment: qrPayment(config.bank, order, czk, message, dueDate),
  }
}
