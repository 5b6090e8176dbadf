/**
 * The price of a print, the same in the storefront's live price and in the basket the API charges.
 * Money in minor units (hellers, cents), VAT included.
 */

import type { Currency } from '@print-shop/shop-domain/currency'

// The currencies live apart, so that code that only names one does not bring the pricing along.
export { CURRENCIES, currencyFor, type Currency } from '@print-shop/shop-domain/currency'

/** A layout's prices in one currency: standard sizes (in mm, either orientation) and the custom rate. */
export interface LayoutPrices {
  minSideMm: number
  maxSideMm: number
  sizes: readonly { widthMm: number; heightMm: number; price: number }[]
  /** Base + rate per m² of a custom size within min/max side; null: standard sizes only. */
  customPrice: { base: number; perSquareMetre: number } | null
}

/** Prices are rounded to whole crowns, and to ten cents in euros (minor units). */
export const PRICE_STEP: Record<Currency, number> = { CZK: 100, EUR: 10 }

/** numerator / denominator rounded to a whole step of the currency, exactly (integer inputs). */
function toStep(
  numerator: number,
  denominator: number,
  currency: Currency,
  round: (value: number) => number,
): number {
  const step = PRICE_STEP[currency]
  return round(numerator / (denominator * step)) * step
}

/** The standard size with these sides (either orientation), if the layout offers one. */
export function standardSize<Size extends { widthMm: number; heightMm: number }>(
  layout: { sizes: readonly Size[] },
  widthMm: number,
  heightMm: number,
): Size | undefined {
  return layout.sizes.find(
    (size) =>
      (size.widthMm === widthMm && size.heightMm === heightMm) ||
      (size.widthMm === heightMm && size.heightMm === widthMm),
  )
}

/** Whether both sides of a custom size are within the layout's range (either orientation). */
export function sidesWithin(
  range: { minSideMm: number; maxSideMm: number },
  widthMm: number,
  heightMm: number,
): boolean {
  return (
    Math.min(widthMm, heightMm) >= range.minSideMm && Math.max(widthMm, heightMm) <= range.maxSideMm
  )
}

/** Whether a print of this size can be made: a standard size, or a custom one within the range. */
export function sizeAllowed(layout: LayoutPrices, widthMm: number, heightMm: number): boolean {
  if (standardSize(layout, widthMm, heightMm)) return true
  return layout.customPrice !== null && sidesWithin(layout, widthMm, heightMm)
}

/**
 * Price of one print: a standard size costs its list price; a custom size base + area x rate,
 * rounded up to a whole step; the paper's surcharge on top, rounded to a whole step. Null for a
 * size the layout cannot make.
 */
export function printUnitPrice(
  layout: LayoutPrices,
  surchargePercent: number,
  widthMm: number,
  heightMm: number,
  currency: Currency,
): number | null {
  if (!sizeAllowed(layout, widthMm, heightMm)) return null
  const standard = standardSize(layout, widthMm, heightMm)
  const custom = layout.customPrice
  let base: number
  if (standard) base = standard.price
  else if (custom)
    base = toStep(
      custom.base * 1_000_000 + custom.perSquareMetre * widthMm * heightMm,
      1_000_000,
      currency,
      Math.ceil,
    )
  else return null
  if (surchargePercent === 0) return base
  return toStep(base * (100 + surchargePercent), 100, currency, Math.round)
}

/**
 * A layout's "from" price: its cheapest standard size on its cheapest paper, by the rules above.
 * The product page's "from" is the cheapest of these over every layout; a product feed offers each
 * layout at its own. Null for a layout that sells nothing (no standard size or no paper).
 */
export function layoutFromPrice(
  layout: LayoutPrices,
  surchargePercents: readonly number[],
  currency: Currency,
): number | null {
  if (surchargePercents.length === 0) return null
  const surcharge = Math.min(...surchargePercents)
  const prices = layout.sizes.flatMap((size) => {
    const price = printUnitPrice(layout, surcharge, size.widthMm, size.heightMm, currency)
    return price === null ? [] : [price]
  })
  return prices.length > 0 ? Math.min(...prices) : null
}
