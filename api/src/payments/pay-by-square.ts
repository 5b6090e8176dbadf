import { CurrencyCode, encode, PaymentOptions } from 'bysquare/pay'
import { compactIban, ibanProblem } from '@print-shop/shop-domain/bank-accounts'

export interface PayBySquareInput {
  /** The beneficiary's name. */
  name: string
  iban: string
  bic: string
  /** Minor units (cents). */
  amount: number
  variableSymbol: string
  /** YYYY-MM-DD */
  dueDate: string
  /** The note the payer's bank passes on: the order's number, so the payment is matched. */
  note: string
}

const NOTE_MAX = 140
const NAME_MAX = 70

/**
 * PAY by square, the payment QR code of the Slovak Banking Association (every Slovak banking app
 * reads it, few read the Czech SPD): a euro payment order with the variable symbol as its own field,
 * since Slovak banks match payments by it. The `bysquare` library writes the standard's
 * LZMA-compressed, base32hex text and drops diacritics, as the standard advises.
 */
export function payBySquarePayment(input: PayBySquareInput): string {
  const iban = compactIban(input.iban)
  if (ibanProblem(iban)) throw new RangeError(`invalid IBAN ${input.iban}`)
  if (!Number.isSafeInteger(input.amount) || input.amount <= 0 || input.amount > 99_999_999_999)
    throw new RangeError(`invalid amount ${input.amount}`)
  if (!/^\d{1,10}$/.test(input.variableSymbol))
    throw new RangeError(`invalid variable symbol ${input.variableSymbol}`)
  if (!/^\d{4}-\d{2}-\d{2}$/.test(input.dueDate))
    throw new RangeError(`invalid due date ${input.dueDate}`)
  const line = (text: string, max: number) => text.replace(/\s+/g, ' ').trim().slice(0, max)
  const name = line(input.name, NAME_MAX)
  if (!name) throw new RangeError('a PAY by square payment needs the beneficiary name')
  return encode({
    payments: [
      {
        type: PaymentOptions.PaymentOrder,
        // The standard's amount is a decimal number of euros; cents are exact in a double.
        amount: input.amount / 100,
        currencyCode: CurrencyCode.EUR,
        variableSymbol: input.variableSymbol,
        paymentDueDate: input.dueDate.replace(/-/g, ''),
        paymentNote: line(input.note, NOTE_MAX),
        beneficiary: { name },
        bankAccounts: [{ iban, bic: input.bic.replace(/\s+/g, '').toUpperCase() }],
      },
    ],
  })
}
