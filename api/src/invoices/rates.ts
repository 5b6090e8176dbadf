import { and, eq, inArray } from 'drizzle-orm'
import type { Database } from '../db/client.js'
import { exchangeRates } from '../db/schema.js'
import { HttpError } from '../lib/http-error.js'
import { rateDayFor } from './rate-day.js'

/** One currency's rate as the bank published it: `amount` units cost `rate` CZK (a decimal string). */
export interface PublishedRate {
  currency: string
  amount: number
  rate: string
}

export interface RateFile {
  /** YYYY-MM-DD: the day the bank published the rates for. */
  day: string
  rates: PublishedRate[]
}

/** What can be wrong with a line of a rate file: a message of `owner.rates` in api/locales. */
export type RateFileProblem =
  | 'no_heading'
  | 'no_day'
  | 'no_header'
  | 'fields'
  | 'currency'
  | 'currency_twice'
  | 'amount'
  | 'rate'
  | 'no_rates'

/**
 * A rate file that is not the bank's format: the line (1-based), what is wrong with it, and the
 * value found there.
 */
export class RateFileError extends Error {
  constructor(
    readonly line: number,
    readonly problem: RateFileProblem,
    readonly value = '',
  ) {
    super(`line ${line}: ${problem}${value ? ` (${value})` : ''}`)
  }
}

const HEADER = 'země|měna|množství|kód|kurz'

/**
 * Reads the Czech National Bank's daily rate file (denni_kurz.txt):
 *
 *     27.11.2026 #229
 *     země|měna|množství|kód|kurz
 *     EMU|euro|1|EUR|24,250
 *
 * The rate has a decimal comma and is kept as published ("24.250"), so no float ever rounds it.
 * Anything else is refused with its line number, nothing half read.
 */
export function parseRateFile(text: string): RateFile {
  const lines = text.replace(/^\ufeff/, '').split(/\r?\n/)
  while (lines.length && lines[lines.length - 1]!.trim() === '') lines.pop()
  const heading = /^(\d{2})\.(\d{2})\.(\d{4}) #\d+$/.exec(lines[0]?.trim() ?? '')
  if (!heading) throw new RateFileError(1, 'no_heading', lines[0]?.trim())
  const [, dd, mm, yyyy] = heading
  const day = `${yyyy}-${mm}-${dd}`
  const date = new Date(`${day}T00:00:00Z`)
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== day)
    throw new RateFileError(1, 'no_day', `${dd}.${mm}.${yyyy}`)
  if (lines[1]?.trim() !== HEADER) throw new RateFileError(2, 'no_header', HEADER)
  const rates: PublishedRate[] = []
  const seen = new Set<string>()
  lines.slice(2).forEach((line, index) => {
    const number = index + 3
    const fields = line.trim().split('|')
    if (fields.length !== 5) throw new RateFileError(number, 'fields', line.trim())
    const [, , amount, currency, rate] = fields as [string, string, string, string, string]
    if (!/^[A-Z]{3}$/.test(currency)) throw new RateFileError(number, 'currency', currency)
    if (seen.has(currency)) throw new RateFileError(number, 'currency_twice', currency)
    if (!/^[1-9]\d{0,6}$/.test(amount)) throw new RateFileError(number, 'amount', amount)
    if (!/^\d{1,6},\d{1,6}$/.test(rate)) throw new RateFileError(number, 'rate', rate)
    seen.add(currency)
    rates.push({ currency, amount: Number(amount), rate: rate.replace(',', '.') })
  })
  if (!rates.length) throw new RateFileError(3, 'no_rates')
  return { day, rates }
}

/**
 * Stores a day's rates; a second import of the same file changes nothing (the bank does not revise
 * a published rate). Returns how many rates were new.
 */
export async function storeRates(db: Database, file: RateFile): Promise<number> {
  const added = await db
    .insert(exchangeRates)
    .values(file.rates.map((rate) => ({ day: file.day, ...rate })))
    .onConflictDoNothing()
    .returning({ currency: exchangeRates.currency })
  return added.length
}

export interface ExchangeRate {
  /** The day the rate was published for (a working day). */
  day: string
  currency: string
  amount: number
  rate: string
}

/** The bank's rate of `currency` valid on `day`, or null when that day's rate is not imported yet. */
export async function rateOn(
  db: Database,
  currency: string,
  day: string,
): Promise<ExchangeRate | null> {
  const published = rateDayFor(day)
  const [found] = await db
    .select()
    .from(exchangeRates)
    .where(and(eq(exchangeRates.day, published), inArray(exchangeRates.currency, [currency])))
  return found
    ? { day: found.day, currency: found.currency, amount: found.amount, rate: found.rate }
    : null
}

/** 409 naming the day whose rate is missing: never a guessed rate. */
export function missingRate(currency: string, day: string): HttpError {
  return new HttpError(409, 'owner.invoices.rate_missing', undefined, {
    currency,
    day,
    rate_day: rateDayFor(day),
  })
}

/**
 * `amount` minor units of the currency in CZK minor units (haléře) at the bank's rate: rate / units
 * per unit, rounded half away from zero. Computed in whole numbers from the published decimal.
 */
export function toCzk(amount: number, rate: ExchangeRate): number {
  const [whole, fraction = ''] = rate.rate.split('.')
  const scale = 10 ** fraction.length
  const rateScaled = BigInt(`${whole}${fraction}`)
  const scaled = BigInt(Math.abs(amount)) * rateScaled
  const divisor = BigInt(scale * rate.amount)
  const rounded = Number((scaled * 2n + divisor) / (2n * divisor))
  return amount < 0 ? -rounded : rounded
}
