import { cropSize } from '@print-shop/shop-domain/crop'

/**
 * How sharp a print will be: the effective resolution, in pixels of the original per inch of paper.
 *
 * The thresholds the printing and technical conditions and the FAQ promise (docs/shop-facts.md):
 * 200 DPI and more is good, sharp even up close; 120 to 199 is acceptable (fine from a normal
 * distance); under 120 the pixels show, so the shopper confirms before the print goes into the basket.
 */
export const GOOD_DPI = 200
export const ACCEPTABLE_DPI = 120

export type PrintQuality = 'good' | 'acceptable' | 'low'

const MM_PER_INCH = 25.4

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

export function printQuality(dpi: number): PrintQuality {
  if (dpi >= GOOD_DPI) return 'good'
  if (dpi >= ACCEPTABLE_DPI) return 'acceptable'
  return 'low'
}

/** The effective DPI of a configured print: the whole original, or the crop of the print's shape. */
export function printDpi(
  image: { width: number; height: number },
  print: { customWidth: number; customHeight: number; formatType: 'original' | 'crop' },
): number {
  const printed =
    print.formatType === 'crop'
      ? cropSize(image.width, image.height, print.customWidth, print.customHeight)
      : image
  return effectiveDpi(printed, print.customWidth, print.customHeight)
}
