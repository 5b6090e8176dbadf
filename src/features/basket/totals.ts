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

/**
 * What the goods (after discount) lack to reach free delivery, in minor units: 0 once they reach it,
 * null where the shop has no threshold in the basket's currency.
 */
export function missingForFreeDelivery(
  basket: Pick<Basket, 'currency' | 'itemsTotal' | 'discount'>,
  freeFrom: { czk: number | null; eur: number | null },
): number | null {
  const threshold = basket.currency === 'CZK' ? freeFrom.czk : freeFrom.eur
  if (threshold === null) return null
  return Math.max(0, threshold - (basket.itemsTotal - basket.discount))
}
