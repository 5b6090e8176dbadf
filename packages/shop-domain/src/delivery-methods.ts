/** How a delivery method reaches the shopper: a carrier's pickup point, a courier, or our studio. */
export const DELIVERY_KINDS = ['pickup_point', 'courier', 'personal_collection'] as const
export type DeliveryKind = (typeof DELIVERY_KINDS)[number]
