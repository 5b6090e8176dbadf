import { toMajorUnits, track, type Ga4Item } from '../../lib/data-layer'
import type { Order } from '../orders'
import type { CheckoutBasket } from './types'

function basketItems(basket: CheckoutBasket): Ga4Item[] {
  return basket.items.map((item) => ({
    item_id: item.image.id,
    item_name: item.image.name,
    price: toMajorUnits(item.unitPrice ?? 0),
    quantity: item.quantity,
  }))
}

/** GA4 begin_checkout: the basket as the shopper starts checking out. */
export function trackBeginCheckout(basket: CheckoutBasket): void {
  track({
    event: 'begin_checkout',
    ecommerce: {
      currency: basket.currency,
      value: toMajorUnits(basket.total),
      items: basketItems(basket),
    },
  })
}

/** GA4 purchase: the placed order with the basket's items. */
export function trackPurchase(order: Order, basket: CheckoutBasket): void {
  track({
    event: 'purchase',
    ecommerce: {
      transaction_id: order.number,
      currency: order.currency,
      value: toMajorUnits(order.total),
      shipping: toMajorUnits(basket.deliveryPrice),
      items: basketItems(basket),
    },
  })
}
