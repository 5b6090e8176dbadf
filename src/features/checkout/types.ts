import type { Currency } from '../../lib/format'
import type { Basket } from '../basket/types'

export const PAYMENT_METHODS = ['bank_transfer', 'card', 'gopay'] as const
export type PaymentMethod = (typeof PAYMENT_METHODS)[number]

/** A delivery method as GET /delivery_methods lists it (money in minor units). */
export interface DeliveryMethod {
  id: string
  slug: string
  kind: string
  carrier: string | null
  name: string
  description: string
  price: number
  freeFrom: number | null
  priceForBasket?: number
  currency: Currency
  needsPickupPoint: boolean
  /** Working days from dispatch to the door (0: collected at the studio). */
  transitDays: number
}

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

/** Billing or shipping details of the basket. */
export interface ContactDetails {
  firstName: string
  lastName: string
  company: string | null
  companyId?: string | null
  vatId?: string | null
  street: string
  city: string
  zip: string
  country: string
  email: string | null
  phoneNumber: string | null
}

/** The basket as checkout needs it: what the basket page shows, plus the shopper's choices. */
export interface CheckoutBasket extends Omit<Basket, 'deliveryMethod'> {
  /** The VAT the total includes (minor units). */
  totalVat: number
  paymentMethod: PaymentMethod | null
  pickupPoint: PickupPoint | null
  note: string | null
  deliveryMethod: (DeliveryMethod & { priceForBasket: number }) | null
  billingDetail: (ContactDetails & { id: string }) | null
  shippingDetail: (ContactDetails & { id: string }) | null
}
