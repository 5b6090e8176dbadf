import type { Currency } from '../../lib/format'

/**
 * A paper a layout is printed on; the surcharge is a percentage of the print's price, null while
 * it is not known (see ConfiguratorLayout).
 */
export interface ConfiguratorPaper {
  apiId: string
  name: string
  description: string
  surchargePercent: number | null
}

/**
 * A layout with its price data, in minor units of the page language's currency: the standard
 * sizes (landscape, in mm) and the rate of a custom size within min/max side. A built page knows
 * only the price it starts with (the build's layouts carry no amounts, so that one size's new price
 * renders only the pages that show it): every amount it does not know is null until the live API's
 * layouts replace these.
 */
export interface ConfiguratorLayout {
  apiId: string
  name: string
  minSideMm: number
  maxSideMm: number
  sizes: ReadonlyArray<{ widthMm: number; heightMm: number; price: number | null }>
  /** Whether the layout makes custom sizes within min/max side. */
  customSizes: boolean
  /** The rate of a custom size; null when it makes none or the rate is not known yet. */
  customPrice: { base: number; perSquareMetre: number } | null
  currency: string
  /** Working days from payment until a print is ready to go. */
  productionDays: number
  /**
   * How far the print wraps round its frame's sides, in mm (0: a flat print). The front has the
   * ordered size and the whole chosen picture; the sides carry its edges mirrored.
   */
  edgeMm: number
  papers: readonly ConfiguratorPaper[]
}

/** The product as the configurator needs it: its id, name and the original's pixel size. */
export interface ConfiguratorImage {
  apiId: string
  name: string
  width: number
  height: number
  /** A vector drawing: every size prints at full quality. */
  scalable?: boolean | null
  mediaUrl: string
  fromPrice: number
  currency: Currency
  /** A catalogue picture (the default), or the shopper's own upload, which the basket names apart. */
  source?: 'image' | 'upload'
}

export type { FormatType } from '@print-shop/shop-domain/basket-items'
export type Orientation = 'landscape' | 'portrait'

export { MAX_QUANTITY } from '@print-shop/shop-domain/basket-items'
