// The orders feature's public entry. Checkout ends in an order: it loads it, shows it with the
// orders' own parts and keeps its payment method and pickup point in the orders' types.
export { orderKey, retryPayment, useOrder } from './api/orders'
// Placing an order answers with the order: checkout reads it as the orders feature does.
export { reshapeOrder } from './api/reshape-order'
export { BankTransfer } from './components/bank-transfer'
export { OrderDelivery } from './components/order-delivery'
export { OrderItems } from './components/order-items'
export { OrderTotals } from './components/order-totals'
export { PayNowButton } from './components/pay-now-button'
export type { Order } from './types'
export { PAYMENT_METHODS, type PaymentMethod, type PickupPoint } from './payment-and-pickup'
