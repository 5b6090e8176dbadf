/** How a discount code takes off: a share of the items' price, or an amount in each currency. */
export const COUPON_KINDS = ['percentage', 'fixed'] as const
export type CouponKind = (typeof COUPON_KINDS)[number]
