import {
  printUnitPrice as unitPrice,
  sizeAllowed as allowed,
  type LayoutPrices,
} from '@print-shop/shop-domain/pricing'
import type { Currency } from '../lib/localized.js'

/** Money in minor units (hellers, cents), one list price per currency, VAT included. */
export interface Prices {
  CZK: number
  EUR: number
}

/** A layout's price list as stored: standard sizes (landscape, in mm) and the custom-size rate. */
export interface LayoutPriceList {
  minSideMm: number
  maxSideMm: number
  customBaseCzk: number
  customBaseEur: number
  customPerSquareMetreCzk: number
  customPerSquareMetreEur: number
  sizes: readonly { widthMm: number; heightMm: number; priceCzk: number; priceEur: number }[]
}

/** The stored price list in one currency, as the shop's pricing rules take it. */
export function pricesIn(layout: LayoutPriceList, currency: Currency): LayoutPrices {
  const czk = currency === 'CZK'
  return {
    minSideMm: layout.minSideMm,
    maxSideMm: layout.maxSideMm,
    sizes: layout.sizes.map((size) => ({
      widthMm: size.widthMm,
      heightMm: size.heightMm,
      price: czk ? size.priceCzk : size.priceEur,
    })),
    customPrice: {
      base: czk ? layout.customBaseCzk : layout.customBaseEur,
      perSquareMetre: czk ? layout.customPerSquareMetreCzk : layout.customPerSquareMetreEur,
    },
  }
}

/** Whether a print of this size can be made (the same in either currency). */
export function sizeAllowed(layout: LayoutPriceList, widthMm: number, heightMm: number): boolean {
  return allowed(pricesIn(layout, 'CZK'), widthMm, heightMm)
}

/**
 * Price of one print in minor units, VAT included (@print-shop/shop-domain/pricing). Throws for a
 * size the layout cannot make: check sizeAllowed.
 */
export function printUnitPrice(
  layout: LayoutPriceList,
  surchargePercent: number,
  widthMm: number,
  heightMm: number,
  currency: Currency,
): number {
  const price = unitPrice(pricesIn(layout, currency), surchargePercent, widthMm, heightMm, currency)
  if (price === null) throw new RangeError(`size ${widthMm} x ${heightMm} mm not offered`)
  return price
}
