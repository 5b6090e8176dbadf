import type { Language } from '../../config/languages'
import { PRODUCTS_PER_PAGE } from '../../config/catalogue'
import { readHeaders } from '../../lib/api-client'
import { SEARCH_PAGE_PARAM, SEARCH_TEXT_PARAM } from './search-address'

/**
 * The search page asks the API for its results from an inline script in its head, while its own
 * scripts are still on their way: its results (and their pictures, the page's LCP) then wait for
 * those scripts only, not for the scripts and then the API. The first `searchProducts` call for the
 * same words, page and language takes that answer instead of asking again.
 */

/** The window property where the head script leaves the request it started. */
const EARLY_SEARCH = '__printShopEarlySearch'

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

/** The API path of one page of results: `searchProducts` asks for it, and the head script ahead. */
export function searchResultsPath(text: string, page: number, perPage: number): string {
  const params = new URLSearchParams({
    per_page: String(perPage),
    page: String(page),
    'filter[search]': text.trim(),
  })
  return `/images?${params.toString()}`
}

/**
 * The search page's inline head script: `readSearchAddress` and `searchResultsPath` on the page's
 * own address, without the bundle, then the request `apiRequest` would send.
 */
export function earlySearchScript(apiUrl: string, language: Language): string {
  return `try {
  var params = new URLSearchParams(location.search);
  var text = (params.get(${JSON.stringify(SEARCH_TEXT_PARAM)}) || '').trim();
  var page = parseInt(params.get(${JSON.stringify(SEARCH_PAGE_PARAM)}) || '1', 10);
  if (text) {
    var path = '/images?' + new URLSearchParams({
      per_page: '${PRODUCTS_PER_PAGE}',
      page: String(page > 0 ? page : 1),
      'filter[search]': text
    }).toString();
    window[${JSON.stringify(EARLY_SEARCH)}] = {
      path: path,
      language: ${JSON.stringify(language)},
      response: fetch(${JSON.stringify(apiUrl)} + path, {
        headers: ${JSON.stringify(readHeaders(language))},
        credentials: 'include'
      })
    };
  }
} catch (error) {}`
}

/** The head script's answer for exactly this path and language, once; undefined otherwise. */
export function takeEarlySearch(path: string, language: string): Promise<Response> | undefined {
  if (typeof window === 'undefined') return undefined
  const early = window[EARLY_SEARCH]
  if (!early || early.path !== path || early.language !== language) return undefined
  delete window[EARLY_SEARCH]
  return early.response
}
