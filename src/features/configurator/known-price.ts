import { printUnitPrice, standardSize } from '@print-shop/shop-domain/pricing'
import type { Currency } from '../../lib/format'
import type { ConfiguratorLayout, ConfiguratorPaper } from './types'

/**
 * One print's price by the server's rules (shop-domain's `printUnitPrice`), or null: a size the
 * layout cannot make, or an amount this page does not know yet (a built page knows only the price
 * it starts with; the live API's layouts bring the others).
 */
export function knownUnitPrice(
  layout: ConfiguratorLayout,
  paper: ConfiguratorPaper,
  widthMm: number,
  heightMm: number,
  currency: Currency,
): number | null {
  if (paper.surchargePercent === null) return null
  const standard = standardSize(layout, widthMm, heightMm)
  if (standard) {
    if (standard.price === null) return null
    const prices = { ...layout, sizes: [{ ...standard, price: standard.price }], customPrice: null }
    return printUnitPrice(prices, paper.surchargePercent, widthMm, heightMm, currency)
  }
  if (!layout.customPrice) return null
  return printUnitPrice(
    { ...layout, sizes: [], customPrice: layout.customPrice },
    paper.surchargePercent,
    widthMm,
    heightMm,
    currency,
  )
}
