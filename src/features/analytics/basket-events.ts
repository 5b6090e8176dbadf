/**
 * The shop's GA4 events of a basket and an order (add_to_cart … purchase, refund) and how a print
 * becomes a GA4 item: apart from analytics-events.ts, whose catalogue events every page may send,
 * so that this code comes only with the parts that handle a basket or an order. A basket and an order
 * are the basket's and the orders' own types (the fields the events read). Money arrives in minor
 * units and leaves in major units.
 */
import type { Basket } from '../basket'
import type { Order } from '../orders'
import { toMajorUnits, type EcommerceEvent, type Ga4Item } from './data-layer'
import type { EventImage } from './analytics-events'

/** A configured print: the layout, paper and size (mm) the shopper chose. */
export interface PrintChoice {
  layoutName: string
  paperName: string
  customWidth: number
  customHeight: number
}

type BasketItem = Basket['items'][number]

/** What the events read of a basket line: the basket's own type. */
export type EventBasketItem = Pick<
  BasketItem,
  'quantity' | 'unitPrice' | 'customWidth' | 'customHeight'
> & {
  image: Pick<BasketItem['image'], 'id' | 'name'>
  layout: Pick<BasketItem['layout'], 'name'>
  paper: Pick<BasketItem['paper'], 'name'>
}

/** What the events read of a basket (or checkout's basket, which has the same totals and lines). */
export type EventBasket = Pick<Basket, 'currency' | 'total' | 'couponCode'> & {
  items: readonly EventBasketItem[]
}

/** What the events read of an order's line: the orders' own type. */
export type EventOrderItem = Pick<
  Order['items'][number],
  | 'imageName'
  | 'mediaUrl'
  | 'layoutName'
  | 'paperName'
  | 'customWidth'
  | 'customHeight'
  | 'quantity'
  | 'unitPrice'
>

/** What the events read of an order. */
export type EventOrder = Pick<
  Order,
  'number' | 'currency' | 'total' | 'totalVat' | 'deliveryPrice' | 'couponCode' | 'paymentMethod'
> & { items: readonly EventOrderItem[] }

const cm = (mm: number) => String(Math.round(mm) / 10)

/** "Matt paper, 30×40 cm": what distinguishes one print of a picture from another. */
export function printVariant(print: PrintChoice): string {
  return `${print.paperName}, ${cm(print.customWidth)}×${cm(print.customHeight)} cm`
}

function printItem(
  id: string,
  name: string,
  print: PrintChoice,
  unitPrice: number,
  quantity: number,
): Ga4Item {
  return {
    item_id: id,
    item_name: name,
    item_category: print.layoutName,
    item_variant: printVariant(print),
    price: toMajorUnits(unitPrice),
    quantity,
  }
}

export function basketItem(item: EventBasketItem): Ga4Item {
  const print = {
    layoutName: item.layout.name,
    paperName: item.paper.name,
    customWidth: item.customWidth,
    customHeight: item.customHeight,
  }
  return printItem(item.image.id, item.image.name, print, item.unitPrice ?? 0, item.quantity)
}

/** An order keeps its lines as snapshots; the picture's id is the last part of its media address. */
export function orderItem(item: EventOrderItem): Ga4Item {
  const id = item.mediaUrl?.split('/').filter(Boolean).pop() ?? item.imageName
  return printItem(id, item.imageName, item, item.unitPrice, item.quantity)
}

const itemsValue = (items: readonly Ga4Item[]) =>
  Math.round(items.reduce((sum, item) => sum + item.price * item.quantity, 0) * 100) / 100

/** add_to_cart from the configurator: the print as configured, at the price the API gave it. */
export function addToCart(
  image: EventImage,
  print: PrintChoice,
  unitPrice: number,
  quantity: number,
): EcommerceEvent {
  const item = printItem(image.apiId, image.name, print, unitPrice, quantity)
  return {
    event: 'add_to_cart',
    ecommerce: { currency: image.currency, value: itemsValue([item]), items: [item] },
  }
}

/** add_to_cart or remove_from_cart of a basket line's quantity change (`quantity` is the change). */
export function basketChange(
  event: 'add_to_cart' | 'remove_from_cart',
  currency: string,
  item: EventBasketItem,
  quantity = item.quantity,
): EcommerceEvent {
  const line = { ...basketItem(item), quantity }
  return { event, ecommerce: { currency, value: itemsValue([line]), items: [line] } }
}

/** view_cart, begin_checkout, add_shipping_info and add_payment_info: the whole basket. */
export function basketEvent(
  event: 'view_cart' | 'begin_checkout' | 'add_shipping_info' | 'add_payment_info',
  basket: EventBasket,
  extra: { shipping_tier?: string; payment_type?: string } = {},
): EcommerceEvent {
  return {
    event,
    ecommerce: {
      currency: basket.currency,
      value: toMajorUnits(basket.total),
      ...(basket.couponCode && { coupon: basket.couponCode }),
      ...extra,
      items: basket.items.map(basketItem),
    },
  }
}

/** purchase: the order's totals; the basket's lines where the order was placed here. */
export function purchase(order: EventOrder, basket?: EventBasket): EcommerceEvent {
  return {
    event: 'purchase',
    ecommerce: {
      transaction_id: order.number,
      currency: order.currency,
      value: toMajorUnits(order.total),
      tax: toMajorUnits(order.totalVat),
      shipping: toMajorUnits(order.deliveryPrice),
      ...(order.couponCode && { coupon: order.couponCode }),
      payment_type: order.paymentMethod,
      items: basket ? basket.items.map(basketItem) : order.items.map(orderItem),
    },
  }
}

/** refund of a whole order: GA4 needs only the transaction; the value says how much went back. */
export function refund(order: EventOrder): EcommerceEvent {
  return {
    event: 'refund',
    ecommerce: {
      transaction_id: order.number,
      currency: order.currency,
      value: toMajorUnits(order.total),
    },
  }
}
