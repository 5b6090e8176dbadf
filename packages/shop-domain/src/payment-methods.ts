/** How an order is paid. */
export const PAYMENT_METHODS = ['bank_transfer', 'card', 'gopay'] as const
export type PaymentMethod = (typeof PAYMENT_METHODS)[number]
