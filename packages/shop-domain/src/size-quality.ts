import {
  effectiveDpi,
  printQuality,
  type PrintQuality,
  type PrintQualityThresholds,
} from '@print-shop/shop-domain/print-quality'

/**
 * How well each standard size of a layout prints a given picture, before the shopper chooses it.
 * A print of either format (whole picture or crop) has the same effective DPI on one size: the crop
 * is the largest part of the picture with the size's shape, so the rating of a size holds for both.
 */

/** A picture as the ratings need it: its pixels, and whether it is a vector drawing. */
export interface RatedPicture {
  width: number
  height: number
  /** A vector drawing (the demo's illustrations): rendered at the print's size, sharp at any. */
  scalable?: boolean
}

export interface PrintSize {
  widthMm: number
  heightMm: number
}

/** The quality of one print size, as the shopper has turned it. */
export function sizeQuality(
  picture: RatedPicture,
  size: PrintSize,
  thresholds?: PrintQualityThresholds,
): PrintQuality {
  if (picture.scalable) return 'good'
  return printQuality(effectiveDpi(picture, size.widthMm, size.heightMm), thresholds)
}

/** A size turned the picture's way: its longer side along the picture's longer side. */
export function alongPicture(picture: RatedPicture, size: PrintSize): PrintSize {
  const long = Math.max(size.widthMm, size.heightMm)
  const short = Math.min(size.widthMm, size.heightMm)
  return picture.height > picture.width
    ? { widthMm: short, heightMm: long }
    : { widthMm: long, heightMm: short }
}

const area = (size: PrintSize) => size.widthMm * size.heightMm

/**
 * The largest of a layout's sizes that prints the picture at least acceptably, turned the picture's
 * way; null when none does (the layout does not suit the picture).
 */
export function largestAcceptableSize<Size extends PrintSize>(
  picture: RatedPicture,
  sizes: readonly Size[],
  thresholds?: PrintQualityThresholds,
): Size | null {
  let largest: Size | null = null
  for (const size of sizes) {
    if (sizeQuality(picture, alongPicture(picture, size), thresholds) === 'low') continue
    if (largest === null || area(size) > area(largest)) largest = size
  }
  return largest
}

/** What to tell a shopper whose chosen size prints too low, so that the advice leads somewhere. */
export type LowQualityAdvice =
  /** This layout has a smaller size that prints at least acceptably: up to `size`. */
  | { kind: 'smaller-size'; size: PrintSize }
  /** This layout has none; the other layouts named do (each up to its size). */
  | { kind: 'other-layout'; layouts: Array<{ name: string; size: PrintSize }> }
  /** No layout has a size that prints this picture acceptably. */
  | { kind: 'none' }

/** Advice for a picture on `layout` at a size rated too low: never a smaller size that is not there. */
export function lowQualityAdvice<Layout extends { name: string; sizes: readonly PrintSize[] }>(
  picture: RatedPicture,
  layout: Layout,
  layouts: readonly Layout[],
  thresholds?: PrintQualityThresholds,
): LowQualityAdvice {
  const here = largestAcceptableSize(picture, layout.sizes, thresholds)
  if (here) return { kind: 'smaller-size', size: alongPicture(picture, here) }
  const others = layouts.flatMap((other) => {
    const size = other === layout ? null : largestAcceptableSize(picture, other.sizes, thresholds)
    return size ? [{ name: other.name, size: alongPicture(picture, size) }] : []
  })
  return others.length > 0 ? { kind: 'other-layout', layouts: others } : { kind: 'none' }
}
