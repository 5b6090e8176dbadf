import type { Currency } from '../../lib/format'
import type { ConfiguratorLayout } from './types'

/**
 * The server's pricing rules (api/src/pricing/print-price.ts), for the layout's price data in one
 * currency, so the live price equals what the basket will charge. Money in minor units.
 */
type PricedLayout = Pick<ConfiguratorLayout, 'minSideMm' | 'maxSideMm' | 'sizes' | 'customPrice'>

/** Prices are rounded to whole crowns, and to ten cents in euros. */
const STEP: Record<Currency, number> = { CZK: 100, EUR: 10 }

/** numerator / denominator rounded to a whole step of the currency, exactly (integer inputs). */
function toStep(
  numerator: number,
  denominator: number,
  currency: Currency,
  round: (value: number) => number,
): number {
  const step = STEP[currency]
  return round(numerator / (denominator * step)) * step
}

/** The standard size with these sides (either orientation), if the layout offers one. */
export function standardSize(layout: PricedLayout, widthMm: number, heightMm: number) {
  return layout.sizes.find(
    (size) =>
      (size.widthMm === widthMm && size.heightMm === heightMm) ||
      (size.widthMm === heightMm && size.heightMm === widthMm),
  )
}

/** Whether a print of this size can be made: a standard size, or a custom one within the range. */
export function sizeAllowed(layout: PricedLayout, widthMm: number, heightMm: number): boolean {
  if (standardSize(layout, widthMm, heightMm)) return true
  return (
    layout.customPrice !== null &&
    Math.min(widthMm, heightMm) >= layout.minSideMm &&
    Math.max(widthMm, heightMm) <= layout.maxSideMm
  )
}

/**
 * Price of one print in minor units, VAT included: a standard size costs its list price; a custom
 * size base + area x rate, rounded up; the paper's surcharge on top, rounded to a whole step.
 * Null for a size the layout cannot make.
 */
export function printUnitPrice(
  layout: PricedLayout,
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
