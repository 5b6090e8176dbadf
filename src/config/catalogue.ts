/** Catalogue constants shared by the build (page contexts) and the browser (API paging). */

/** Products per grid page, pre-rendered and fetched alike. */
export const IMAGES_PER_PAGE = 24
/** Related products on a product page. */
export const RELATED_PRODUCTS = 8
/** The API accepts at most this many colours in one filter. */
export const MAX_FILTER_COLOURS = 5
/** The top-bar tabs, in their order. */
export const CATEGORY_GROUPS = ['AKCE', 'FOTO', 'ILUSTRACE'] as const

/** How many grid pages `total` products fill. */
export function lastPageOf(total: number): number {
  return Math.max(1, Math.ceil(total / IMAGES_PER_PAGE))
}
