/** How an order is paid. */
export const PAYMENT_METHODS = ['bank_transfer', 'card', 'gopay'] as const
export type PaymentMethod = (typeof PAYMENT_METHODS)[number]

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
