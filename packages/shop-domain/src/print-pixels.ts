/**
 * Millimetres of paper and pixels of an original, apart from the print-quality verdict (and the
 * crop it needs): every page's texts say how many pixels a size needs, and carry only this.
 */
export const MM_PER_INCH = 25.4

/** The pixels a side of `mm` needs for `dpi`: what a shopper's photo needs for a size and quality. */
export function pixelsFor(mm: number, dpi: number): number {
  return Math.ceil((mm / MM_PER_INCH) * dpi)
}
