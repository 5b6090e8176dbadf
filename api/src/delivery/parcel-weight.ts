/**
 * What a parcel weighs, for the carrier (Packeta needs it on every packet), computed from what was
 * ordered since nothing is weighed: each print's area times the weight of a square metre of its
 * kind, plus the packaging. The numbers are the shop's materials rounded up:
 * - a print on paper (photo print, poster): 250 g per m²;
 * - a canvas on its stretcher frame: 1,500 g per m² of the canvas, its wrapped edge included;
 * - a print on 3 mm aluminium composite (Dibond): 3,800 g per m²;
 * - packaging (box or tube, corner guards, filling): 300 g per parcel.
 * The total is rounded up to whole tens of grams.
 */

export const GRAMS_PER_SQUARE_METRE: Record<string, number> = {
  'obraz-na-platne': 1_500,
  'fotoobraz-na-hlinikove-desce': 3_800,
}
/** Paper, and any layout not named above. */
export const PAPER_GRAMS_PER_SQUARE_METRE = 250
/** A canvas whose layout is no longer known: it still has its edge. */
export const CANVAS_GRAMS_PER_SQUARE_METRE = 1_500
export const PACKAGING_GRAMS = 300

export interface WeighedPrint {
  /** The layout's slug; null when the layout is gone. */
  layout: string | null
  widthMm: number
  heightMm: number
  /** The canvas wrapped round the frame on each side (0: flat). */
  edgeMm: number
  quantity: number
}

function gramsPerSquareMetre(print: WeighedPrint): number {
  const known = print.layout ? GRAMS_PER_SQUARE_METRE[print.layout] : undefined
  return known ?? (print.edgeMm > 0 ? CANVAS_GRAMS_PER_SQUARE_METRE : PAPER_GRAMS_PER_SQUARE_METRE)
}

/** The parcel's weight in grams. */
export function parcelGrams(prints: readonly WeighedPrint[]): number {
  const grams = prints.reduce((sum, print) => {
    const squareMetres =
      ((print.widthMm + 2 * print.edgeMm) * (print.heightMm + 2 * print.edgeMm)) / 1_000_000
    return sum + squareMetres * gramsPerSquareMetre(print) * print.quantity
  }, PACKAGING_GRAMS)
  return Math.ceil(grams / 10) * 10
}

/** Grams as the carrier takes them: kilograms with up to three decimals ("0.37"). */
export function kilograms(grams: number): string {
  return String(grams / 1000)
}
