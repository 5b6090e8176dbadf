/** Catalogue constants shared by the build (page contexts) and the browser (API paging). */

/** Products per grid page, pre-rendered and fetched alike. */
export const IMAGES_PER_PAGE = 24
/** Related products on a product page. */
export const RELATED_PRODUCTS = 8
/** The API accepts at most this many colours in one filter. */
export const MAX_FILTER_COLOURS = 5
/**
 * Query parameters of a grid's address (Czech, like the paths): ?strana=2&orientace=portrait&barvy=…
 * Here and not with the filters: the search page's head script reads them without the bundle.
 */
export const FILTER_PARAMS = { page: 'strana', orientation: 'orientace', colours: 'barvy' } as const
/** The top-bar tabs, in their order. */
export const CATEGORY_GROUPS = ['AKCE', 'FOTO', 'ILUSTRACE'] as const

/** How many grid pages `total` products fill. */
export function lastPageOf(total: number): number {
  return Math.max(1, Math.ceil(total / IMAGES_PER_PAGE))
}
