import type { Basket } from './types'

/** The lines of the basket's summary that apply to it (minor units). */
export function summaryLines(basket: Basket) {
  return {
    items: basket.itemsTotal,
    delivery: basket.deliveryMethod ? basket.deliveryPrice : null,
    discount: basket.discount > 0 ? basket.discount : null,
    total: basket.total,
  }
}
