/** How a print is cut: the whole original, or a crop of it. */
export const FORMAT_TYPES = ['original', 'crop'] as const
export type FormatType = (typeof FORMAT_TYPES)[number]
/** Pieces of one print in one basket line. */
export const MAX_QUANTITY = 100
