import type { Currency } from '../../lib/format'

/** A product (a catalogue picture) as cards and grids show it, from build data or the live API. */
export interface CatalogueProduct {
  apiId: string
  name: string
  /** Lowest print price in minor units (hellers, cents). */
  fromPrice: number
  currency: Currency
  mediaUrl: string
  width: number
  height: number
  placeholder?: string | null
  colors?: readonly string[] | null
}

export const ORIENTATIONS = ['horizontal', 'portrait', 'square', 'panorama'] as const
export type Orientation = (typeof ORIENTATIONS)[number]

/** What a grid lists: a category, a subcategory, or the most popular products. */
export type ProductListSource =
  { kind: 'category'; slug: string } | { kind: 'subcategory'; slug: string } | { kind: 'popular' }

export interface ProductFilters {
  orientation: Orientation | null
  colours: string[]
  page: number
}
