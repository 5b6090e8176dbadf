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

export function imageItem(image: EventImage, place?: { list: ImageList; index: number }): Ga4Item {
  return {
    item_id: image.apiId,
    item_name: image.name,
    ...(place && {
      item_list_id: place.list.id,
      item_list_name: place.list.name,
      index: place.index,
    }),
    price: toMajorUnits(image.fromPrice),
    quantity: 1,
  }
}

export function viewItemList(
  list: ImageList,
  images: readonly EventImage[],
  offset = 0,
): EcommerceEvent {
  return {
    event: 'view_item_list',
    ecommerce: {
      item_list_id: list.id,
      item_list_name: list.name,
      items: images.map((image, index) => imageItem(image, { list, index: offset + index })),
    },
  }
}

export function selectItem(list: ImageList, image: EventImage, index: number): EcommerceEvent {
  return {
    event: 'select_item',
    ecommerce: {
      item_list_id: list.id,
      item_list_name: list.name,
      items: [imageItem(image, { list, index })],
    },
  }
}

/** view_item and add_to_wishlist: one picture at its lowest price. */
export function imageEvent(
  event: 'view_item' | 'add_to_wishlist',
  image: EventImage,
): EcommerceEvent {
  return {
    event,
    ecommerce: {
      currency: image.currency,
      value: toMajorUnits(image.fromPrice),
      items: [imageItem(image)],
    },
  }
}

/** login and sign_up: how the shopper signed in (email, google, facebook). */
export function accountEvent(event: 'login' | 'sign_up', method: string): PlainEvent {
  return { event, method }
}
