/**
 * How sharp a print will be: the effective resolution, in pixels of the original per inch of paper.
 *
 * Thresholds (the usual ones of photo labs): 150 DPI and more is good for prints looked at from a
 * normal distance; 100 to 149 is acceptable (slightly soft up close, fine on a wall); under 100 the
 * pixels show, so the shopper is warned before buying.
 */
export const GOOD_DPI = 150
export const ACCEPTABLE_DPI = 100

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
