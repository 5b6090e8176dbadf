// The basket document carries the shopper's checkout choices, so the basket feature owns their
// types; an order keeps its payment method and pickup point, so the orders feature owns those.
export type { CheckoutBasket, ContactDetails, DeliveryMethod } from '../basket'
export { PAYMENT_METHODS, type PaymentMethod, type PickupPoint } from '../orders'
