import type { Prices } from './print-price.js'

export interface PricedSize {
  priceCzk: number
  priceEur: number
}

/**
 * The "from" price of an image: its cheapest configuration, i.e. the cheapest standard size of any
 * layout on that layout's cheapest paper. Standard prices are quoted for the cheapest paper.
 */
export function cheapestPrice(sizes: readonly PricedSize[]): Prices {
  if (sizes.length === 0) throw new Error('no sizes to price')
  return {
    CZK: Math.min(...sizes.map((size) => size.priceCzk)),
    EUR: Math.min(...sizes.map((size) => size.priceEur)),
  }
}
