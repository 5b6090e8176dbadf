import type { FormatType } from '@print-shop/shop-domain/basket-items'
import { cropSize } from '@print-shop/shop-domain/crop'
import { MM_PER_INCH } from '@print-shop/shop-domain/print-pixels'

export { pixelsFor } from '@print-shop/shop-domain/print-pixels'

/**
 * How sharp a print will be: the effective resolution, in pixels of the original per inch of paper.
 *
 * The shop's default thresholds (a shop may set its own: PRINT_GOOD_DPI, PRINT_ACCEPTABLE_DPI, served
 * by GET /shop, and the texts state whatever it serves): 200 DPI and more is good, sharp even up
 * close; 120 to 199 is acceptable (fine from a normal distance); under 120 the pixels show, so the
 * shopper confirms before the print goes into the basket.
 */
export const GOOD_DPI = 200
export const ACCEPTABLE_DPI = 120

export interface PrintQualityThresholds {
  goodDpi: number
  acceptableDpi: number
}

const DEFAULT_THRESHOLDS: PrintQualityThresholds = {
  goodDpi: GOOD_DPI,
  acceptableDpi: ACCEPTABLE_DPI,
}

export type PrintQuality = 'good' | 'acceptable' | 'low'

/**
 * The effective DPI of `pixels` (the part of the original that is printed: the whole image, or the
 * crop) on a print of widthMm x heightMm; the lower of the two directions, since an original of
 * another aspect ratio is stretched most along one of them. Whole dots per inch.
 */
export function effectiveDpi(
  pixels: { width: number; height: number },
  widthMm: number,
  heightMm: number,
): number {
  const across = pixels.width / (widthMm / MM_PER_INCH)
  const down = pixels.height / (heightMm / MM_PER_INCH)
  return Math.floor(Math.min(across, down))
}

export function printQuality(
  dpi: number,
  thresholds: PrintQualityThresholds = DEFAULT_THRESHOLDS,
): PrintQuality {
  if (dpi >= thresholds.goodDpi) return 'good'
  if (dpi >= thresholds.acceptableDpi) return 'acceptable'
  return 'low'
}

/** The effective DPI of a configured print: the whole original, or the crop of the print's shape. */
export function printDpi(
  image: { width: number; height: number },
  print: { customWidth: number; customHeight: number; formatType: FormatType },
): number {
  const printed =
    print.formatType === 'crop'
      ? cropSize(image.width, image.height, print.customWidth, print.customHeight)
      : image
  return effectiveDpi(printed, print.customWidth, print.customHeight)
}
