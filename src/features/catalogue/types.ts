import type { Orientation } from '@print-shop/shop-domain/orientation'
import type { Currency } from '../../lib/format'

/** A product (a catalogue picture) as cards and grids show it, from build data or the live API. */
export interface CatalogueImage {
  apiId: string
  name: string
  /** Lowest print price in minor units (hellers, cents). */
  fromPrice: number
  currency: Currency
  /** Our API's media base address; empty from a provider without that endpoint (then `url`). */
  mediaUrl: string
  /** The picture's plain address, one size: what shows when there is no media endpoint. */
  url?: string | null
  width: number
  height: number
  colors?: readonly string[] | null
}

/** A product as its own page shows it: the card's data, its texts and where it is filed. */
export interface ImageDetails extends CatalogueImage {
  description: string
  author?: string | null
  licence?: string | null
  categories: ReadonlyArray<{ slug: string; title: string }>
  subcategories: ReadonlyArray<{ slug: string; name: string }>
  /** The original is a vector drawing, sharp at any print size (absent: a photograph). */
  scalable?: boolean | null
}

/** A product's "from" price as the live API gives it now. */
export interface LivePrice {
  fromPrice: number
  currency: Currency
}

export { ORIENTATIONS, type Orientation } from '@print-shop/shop-domain/orientation'

/** What a grid lists: a category, a subcategory, or the most popular products. */
export type ImageListSource =
  { kind: 'category'; slug: string } | { kind: 'subcategory'; slug: string } | { kind: 'popular' }

export interface ImageFilters {
  orientation: Orientation | null
  colours: string[]
  page: number
}
