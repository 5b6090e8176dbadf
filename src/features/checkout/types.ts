import type { Currency } from '../../lib/format'
import type { Basket } from '../basket'

// An order keeps its payment method and pickup point, so the orders feature owns their types.
import type { PaymentMethod, PickupPoint } from '../orders'
export { PAYMENT_METHODS, type PaymentMethod, type PickupPoint } from '../orders'

/** A delivery method as GET /delivery_methods lists it (money in minor units). */
export interface DeliveryMethod {
  id: string
  slug: string
  kind: string
  carrier: string | null
  name: string
  description: string
  price: number
  free_from: number | null
  price_for_basket?: number
  currency: Currency
  needs_pickup_point: boolean
  /** Working days from dispatch to the door (0: collected at the studio). */
  transit_days: number
}

/** Billing or shipping details of the basket (the API's field names). */
export interface ContactDetails {
  first_name: string
  last_name: string
  company: string | null
  company_id?: string | null
  vat_id?: string | null
  street: string
  city: string
  zip: string
  country: string
  email: string | null
  phone_number: string | null
}

/** The basket as checkout needs it: what the basket page shows, plus the shopper's choices. */
export interface CheckoutBasket extends Omit<Basket, 'delivery_method'> {
  /** The VAT the total includes (minor units). */
  total_vat: number
  payment_method: PaymentMethod | null
  pickup_point: PickupPoint | null
  note: string | null
  delivery_method: (DeliveryMethod & { price_for_basket: number }) | null
  billing_detail: (ContactDetails & { id: string }) | null
  shipping_detail: (ContactDetails & { id: string }) | null
}
