import type { Currency } from '@print-shop/shop-domain/currency'

export { currencyFor, type Currency } from '@print-shop/shop-domain/currency'

const currencyLabels: Record<Currency, string> = { CZK: 'Kč', EUR: '€' }

export function currencyLabel(currency: Currency): string {
  return currencyLabels[currency]
}

/** Non-breaking space: keeps "1 234,50 Kč" on one line. */
const SPACE = '\u00a0'

/** Formats a number with comma decimals and space-separated thousands: 1234.5 -> "1 234,50". */
export function formatNumber(value: number, decimals = 2): string {
  if (!Number.isFinite(value)) throw new RangeError(`Cannot format ${value}`)
  const fixed = Math.abs(value).toFixed(decimals)
  const [whole = '0', fraction] = fixed.split('.')
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, SPACE)
  const sign = value < 0 && Number(fixed) !== 0 ? '-' : ''
  return fraction ? `${sign}${grouped},${fraction}` : `${sign}${grouped}`
}

/** A price with two decimals and the currency label: formatPrice(1234.5, 'CZK') -> "1 234,50 Kč". */
export function formatPrice(amount: number, currency: Currency, decimals = 2): string {
  return `${formatNumber(amount, decimals)}${SPACE}${currencyLabel(currency)}`
}

/** Prices held in minor units (haléře, cents), as the API sends money. */
export function formatMinorUnits(minor: number, currency: Currency): string {
  return formatPrice(minor / 100, currency)
}

/** Custom dimensions are stored in mm and shown as rounded cm. */
export function mmToCm(mm: number): number {
  return Math.round(mm / 10)
}

/** "30 × 40 cm" from a width and height in mm. */
export function formatDimensionsCm(widthMm: number, heightMm: number): string {
  return `${mmToCm(widthMm)}${SPACE}×${SPACE}${mmToCm(heightMm)}${SPACE}cm`
}

/** Shortens text to at most `max` characters, ending with an ellipsis when cut. */
export function truncate(text: string, max = 85): string {
  const chars = Array.from(text)
  if (chars.length <= max) return text
  return `${chars
    .slice(0, max - 1)
    .join('')
    .trimEnd()}…`
}

/** Product names on cards are cut at 35 characters. */
export const CARD_NAME_LENGTH = 35
