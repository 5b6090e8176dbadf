// The basket feature's public entry. Checkout and orders show basket items the way the basket
// does, checkout reloads and replaces the basket, and the configurator adds to it.
export { addBasketItem, type BasketItemInput } from './api/add-basket-item'
export { createBasket } from './api/create-basket'
export { basketFrom } from './api/basket-document'
export { useBasket } from './api/get-basket'
// Every basket call answers with the shopper's checkout choices too: checkout reads its delivery
// methods and pickup points and sends its contact details in the same shapes, orders a pickup point.
export {
  contactDetailsBody,
  reshapeDeliveryMethod,
  reshapePickupPoint,
  type FlatDeliveryMethod,
} from './api/reshape-checkout-basket'
export { BasketItemView } from './components/basket-item-view'
export { BasketTotals } from './components/basket-totals'
export { PrintThumbnail } from './components/print-thumbnail'
export { itemPicture } from './item-picture'
export type { Basket, CheckoutBasket, ContactDetails, DeliveryMethod } from './types'
