export { PAYMENT_METHODS, type PaymentMethod } from '@print-shop/shop-domain/payment-methods'

/** A pickup point: from our directory, or as the carrier's widget describes it. */
export interface PickupPoint {
  id: string
  carrier?: string
  name: string
  street: string
  city: string
  zip: string
  country: string
}
