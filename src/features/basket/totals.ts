import type { Basket } from './types'

/** The lines of the basket's summary that apply to it (minor units). */
export function summaryLines(basket: Basket) {
  return {
    items: basket.items_total,
    delivery: basket.delivery_method ? basket.delivery_price : null,
    discount: basket.discount > 0 ? basket.discount : null,
    total: basket.total,
  }
}
