import type { Currency } from '../lib/localized.js'

/** A layout's price list: standard sizes (landscape, in mm) and the custom-size rate. */
export interface LayoutPriceList {
  minSideMm: number
  maxSideMm: number
  customBaseCzk: number
  customBaseEur: number
  customPerSquareMetreCzk: number
  customPerSquareMetreEur: number
  sizes: readonly { widthMm: number; heightMm: number; priceCzk: number; priceEur: number }[]
}

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
export function standardSize(layout: LayoutPriceList, widthMm: number, heightMm: number) {
  return layout.sizes.find(
    (size) =>
      (size.widthMm === widthMm && size.heightMm === heightMm) ||
      (size.widthMm === heightMm && size.heightMm === widthMm),
  )
}

/** Whether a print of this size can be made: a standard size, or a custom one within the range. */
export function sizeAllowed(layout: LayoutPriceList, widthMm: number, heightMm: number): boolean {
  if (standardSize(layout, widthMm, heightMm)) return true
  return (
    Math.min(widthMm, heightMm) >= layout.minSideMm &&
    Math.max(widthMm, heightMm) <= layout.maxSideMm
  )
}

/**
 * Price of one print in minor units, VAT included. A standard size costs its list price; a custom
 * size costs base + area x rate, rounded up. The paper's surcharge is added on top and the result
 * rounded to whole crowns (ten cents). Throws for a size the layout cannot make: check sizeAllowed.
 */
export function printUnitPrice(
  layout: LayoutPriceList,
  surchargePercent: number,
  widthMm: number,
  heightMm: number,
  currency: Currency,
): number {
  if (!sizeAllowed(layout, widthMm, heightMm))
    throw new RangeError(`size ${widthMm} x ${heightMm} mm not offered`)
  const standard = standardSize(layout, widthMm, heightMm)
  const czk = currency === 'CZK'
  const base = standard
    ? czk
      ? standard.priceCzk
      : standard.priceEur
    : toStep(
        (czk ? layout.customBaseCzk : layout.customBaseEur) * 1_000_000 +
          (czk ? layout.customPerSquareMetreCzk : layout.customPerSquareMetreEur) *
            widthMm *
            heightMm,
        1_000_000,
        currency,
        Math.ceil,
      )
  if (surchargePercent === 0) return base
  return toStep(base * (100 + surchargePercent), 100, currency, Math.round)
}
