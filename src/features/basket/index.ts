// The basket feature's public entry. Checkout and orders show basket items the way the basket
// does, checkout reloads and replaces the basket, and the configurator adds to it.
export { addBasketItem, type BasketItemInput } from './api/add-basket-item'
export { createBasket } from './api/create-basket'
export { basketFrom, useBasket } from './api/get-basket'
export { BasketItemView } from './components/basket-item-view'
export { BasketTotals } from './components/basket-totals'
export { PrintThumbnail } from './components/print-thumbnail'
export type { Basket } from './types'
