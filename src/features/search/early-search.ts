/**
 * The search page asks the API for its results from an inline script in its head
 * (early-search.inline.ts), while its own scripts are still on their way: its results then wait for
 * those scripts only, not for the scripts and then the API. The first `searchImages` call for the
 * same words, page and language takes that answer instead of asking again (this module, which the
 * top bar's search box loads on every page and the script imports too; its settings are in
 * early-search-script.ts, which only the search page's head loads).
 */

/** The window property where the head script leaves the request it started. */
export const EARLY_SEARCH = '__printShopEarlySearch'

/** The data block the head script reads its `EarlySearchSettings` from. */
export const EARLY_SEARCH_DATA_ID = 'early-search-data'

interface EarlySearch {
  path: string
  language: string
  response: Promise<Response>
}

declare global {
  interface Window {
    [EARLY_SEARCH]?: EarlySearch
  }
}

/**
 * The API path of one page of results: `searchImages` asks for it, and the head script ahead for
 * unfiltered results (filtered ones are rarer, and not worth the script's bytes).
 */
export function searchResultsPath(
  text: string,
  page: number,
  perPage: number,
  filters?: { orientation: string | null; colours: readonly string[] },
): string {
  const params = new URLSearchParams({
    per_page: String(perPage),
    page: String(page),
    'filter[search]': text.trim(),
  })
  if (filters?.orientation) params.set('filter[orientation]', filters.orientation)
  if (filters?.colours.length) params.set('filter[colors]', filters.colours.join(','))
  return `/images?${params.toString()}`
}

/** The head script's answer for exactly this path and language, once; undefined otherwise. */
export function takeEarlySearch(path: string, language: string): Promise<Response> | undefined {
  if (typeof window === 'undefined') return undefined
  const early = window[EARLY_SEARCH]
  if (!early || early.path !== path || early.language !== language) return undefined
  delete window[EARLY_SEARCH]
  return early.response
}
