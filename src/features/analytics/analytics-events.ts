/**
 * The shop's GA4 events of the catalogue (lists, a product, a favourite) and of accounts, and how a
 * catalogue picture becomes a GA4 item; those of a basket and an order are in basket-events.ts,
 * which only the parts that handle a basket or an order load. A product is the catalogue's own type
 * (the fields the events read), so every feature passes its objects as they are. Money arrives in
 * minor units and leaves in major units.
 */
import type { CatalogueImage } from '../catalogue'
import { toMajorUnits, type EcommerceEvent, type Ga4Item, type PlainEvent } from './data-layer'

/** What the events read of a catalogue picture (a card's, the product page's): the lowest price. */
export type EventImage = Pick<CatalogueImage, 'apiId' | 'name' | 'fromPrice' | 'currency'>

/** A list of products on a page: a category, a subcategory, search results, favourites… */
export interface ImageList {
  id: string
  name: string
}

export function imageItem(
  product: EventImage,
  place?: { list: ImageList; index: number },
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

export function viewItemList(
  list: ImageList,
  products: readonly EventImage[],
  offset = 0,
): EcommerceEvent {
  return {
    event: 'view_item_list',
    ecommerce: {
      item_list_id: list.id,
      item_list_name: list.name,
      items: products.map((product, index) =>
        imageItem(product, { list, index: offset + index }),
      ),
    },
  }
}

export function selectItem(
  list: ImageList,
  product: EventImage,
  index: number,
): EcommerceEvent {
  return {
    event: 'select_item',
    ecommerce: {
      item_list_id: list.id,
      item_list_name: list.name,
      items: [imageItem(product, { list, index })],
    },
  }
}

/** view_item and add_to_wishlist: one picture at its lowest price. */
export function imageEvent(
  event: 'view_item' | 'add_to_wishlist',
  product: EventImage,
): EcommerceEvent {
  return {
    event,
    ecommerce: {
      currency: product.currency,
      value: toMajorUnits(product.fromPrice),
      items: [imageItem(product)],
    },
  }
}

/** login and sign_up: how the shopper signed in (email, google, facebook). */
export function accountEvent(event: 'login' | 'sign_up', method: string): PlainEvent {
  return { event, method }
}
