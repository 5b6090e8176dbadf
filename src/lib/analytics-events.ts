/**
 * The shop's GA4 events and how its things become GA4 `items`, in one place. The shapes below are
 * what the features' own types already carry (a catalogue product, a basket, an order), so every
 * feature passes its objects as they are. Money arrives in minor units and leaves in major units.
 */
import { toMajorUnits, type EcommerceEvent, type Ga4Item, type PlainEvent } from './data-layer'

/** A catalogue picture as a card or the product page shows it: the price is the lowest print's. */
export interface ProductForAnalytics {
  apiId: string
  name: string
  fromPrice: number
  currency: string
}

/** A list of products on a page: a category, a subcategory, search results, favourites… */
export interface ProductList {
  id: string
  name: string
}

/** A configured print: the layout, paper and size (mm) the shopper chose. */
export interface PrintChoice {
  layoutName: string
  paperName: string
  customWidth: number
  customHeight: number
}

export interface BasketItemForAnalytics {
  quantity: number
  unitPrice: number | null
  customWidth: number
  customHeight: number
  image: { id: string; name: string }
  layout: { name: string }
  paper: { name: string }
}

export interface BasketForAnalytics {
  currency: string
  total: number
  couponCode?: string | null
  items: readonly BasketItemForAnalytics[]
}

export interface OrderItemForAnalytics {
  imageName: string
  /** The image's media address (…/media/{id}); null when the image has been withdrawn. */
  mediaUrl: string | null
  layoutName: string
  paperName: string
  customWidth: number
  customHeight: number
  quantity: number
  unitPrice: number
}

export interface OrderForAnalytics {
  number: string
  currency: string
  total: number
  totalVat: number
  deliveryPrice: number
  couponCode: string | null
  paymentMethod: string
  items: readonly OrderItemForAnalytics[]
}

const cm = (mm: number) => String(Math.round(mm) / 10)

/** "Matt paper, 30×40 cm": what distinguishes one print of a picture from another. */
export function printVariant(print: PrintChoice): string {
  return `${print.paperName}, ${cm(print.customWidth)}×${cm(print.customHeight)} cm`
}

export function productItem(
  product: ProductForAnalytics,
  place?: { list: ProductList; index: number },
): Ga4Item {
  return {
    item_id: product.apiId,
    item_name: product.name,
    ...(place && {
      item_list_id: place.list.id,
      item_list_name: place.list.name,
      index: place.index,
    }),
    price: toMajorUnits(product.fromPrice),
    quantity: 1,
  }
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

export function basketItem(item: BasketItemForAnalytics): Ga4Item {
  const print = {
    layoutName: item.layout.name,
    paperName: item.paper.name,
    customWidth: item.customWidth,
    customHeight: item.customHeight,
  }
  return printItem(item.image.id, item.image.name, print, item.unitPrice ?? 0, item.quantity)
}

/** An order keeps its lines as snapshots; the picture's id is the last part of its media address. */
export function orderItem(item: OrderItemForAnalytics): Ga4Item {
  const id = item.mediaUrl?.split('/').filter(Boolean).pop() ?? item.imageName
  return printItem(id, item.imageName, item, item.unitPrice, item.quantity)
}

const itemsValue = (items: readonly Ga4Item[]) =>
  Math.round(items.reduce((sum, item) => sum + item.price * item.quantity, 0) * 100) / 100

export function viewItemList(
  list: ProductList,
  products: readonly ProductForAnalytics[],
  offset = 0,
): EcommerceEvent {
  return {
    event: 'view_item_list',
    ecommerce: {
      item_list_id: list.id,
      item_list_name: list.name,
      items: products.map((product, index) =>
        productItem(product, { list, index: offset + index }),
      ),
    },
  }
}

export function selectItem(
  list: ProductList,
  product: ProductForAnalytics,
  index: number,
): EcommerceEvent {
  return {
    event: 'select_item',
    ecommerce: {
      item_list_id: list.id,
      item_list_name: list.name,
      items: [productItem(product, { list, index })],
    },
  }
}

/** view_item and add_to_wishlist: one picture at its lowest price. */
export function productEvent(
  event: 'view_item' | 'add_to_wishlist',
  product: ProductForAnalytics,
): EcommerceEvent {
  return {
    event,
    ecommerce: {
      currency: product.currency,
      value: toMajorUnits(product.fromPrice),
      items: [productItem(product)],
    },
  }
}

/** add_to_cart from the configurator: the print as configured, at the price the API gave it. */
export function addToCart(
  product: ProductForAnalytics,
  print: PrintChoice,
  unitPrice: number,
  quantity: number,
): EcommerceEvent {
  const item = printItem(product.apiId, product.name, print, unitPrice, quantity)
  return {
    event: 'add_to_cart',
    ecommerce: { currency: product.currency, value: itemsValue([item]), items: [item] },
  }
}

/** add_to_cart or remove_from_cart of a basket line's quantity change (`quantity` is the change). */
export function basketChange(
  event: 'add_to_cart' | 'remove_from_cart',
  currency: string,
  item: BasketItemForAnalytics,
  quantity = item.quantity,
): EcommerceEvent {
  const line = { ...basketItem(item), quantity }
  return { event, ecommerce: { currency, value: itemsValue([line]), items: [line] } }
}

/** view_cart, begin_checkout, add_shipping_info and add_payment_info: the whole basket. */
export function basketEvent(
  event: 'view_cart' | 'begin_checkout' | 'add_shipping_info' | 'add_payment_info',
  basket: BasketForAnalytics,
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
export function purchase(order: OrderForAnalytics, basket?: BasketForAnalytics): EcommerceEvent {
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
export function refund(order: OrderForAnalytics): EcommerceEvent {
  return {
    event: 'refund',
    ecommerce: {
      transaction_id: order.number,
      currency: order.currency,
      value: toMajorUnits(order.total),
    },
  }
}

/** login and sign_up: how the shopper signed in (email, google, facebook). */
export function accountEvent(event: 'login' | 'sign_up', method: string): PlainEvent {
  return { event, method }
}
