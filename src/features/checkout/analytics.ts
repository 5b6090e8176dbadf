import { track, basketEvent, purchase, rememberPurchase, trackPurchaseOnce } from '../analytics'
import type { PlacedOrder } from './api/place-order'
import type { CheckoutBasket } from './types'

/** GA4 begin_checkout: the basket as the shopper starts checking out. */
export function trackBeginCheckout(basket: CheckoutBasket): void {
  track(basketEvent('begin_checkout', basket))
}

/** GA4 add_shipping_info and add_payment_info: the delivery and payment step was saved. */
export function trackDeliveryAndPayment(basket: CheckoutBasket): void {
  if (basket.deliveryMethod)
    track(basketEvent('add_shipping_info', basket, { shipping_tier: basket.deliveryMethod.name }))
  if (basket.paymentMethod)
    track(basketEvent('add_payment_info', basket, { payment_type: basket.paymentMethod }))
}

/**
 * GA4 purchase with the basket's lines: at once for an order paid later by transfer; for a card or
 * GoPay order kept until the API says it is paid (the payment result or the profile reports it).
 */
export function trackPlacedOrder({ order, paymentUrl }: PlacedOrder, basket: CheckoutBasket): void {
  const event = purchase(order, basket)
  if (paymentUrl) rememberPurchase(order.id, event)
  else trackPurchaseOnce(event)
}
