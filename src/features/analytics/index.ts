// The analytics feature's public entry: GA4 events into Google's data layer, sent only after the
// visitor's consent. The catalogue, favourites and auth send catalogue and account events; the
// basket, configurator, checkout and orders send basket and order events (basket-events.ts, kept
// apart so that only they load it); checkout and orders leave for the payment gateway through it,
// so that waiting events survive the trip. Tests read waiting events from testing/data-layer.ts.
export {
  accountEvent,
  imageEvent,
  selectItem,
  viewItemList,
  type ImageList,
} from './analytics-events'
export { addToCart, basketChange, basketEvent, purchase } from './basket-events'
export { rememberPurchase, reportOrderShown, trackPurchaseOnce } from './order-analytics'
export { track } from './data-layer'
export { goToGateway } from './payment-gateway'
