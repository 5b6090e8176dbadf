import { paths } from '../../config/paths'

/** The search page's query parameters: the words, and the page of results after the first. */
export const SEARCH_TEXT_PARAM = 'search'
export const SEARCH_PAGE_PARAM = 'strana'

/** The search page's address for these words (without a language prefix). */
export function searchPageAddress(text: string, page = 1): string {
  const params = new URLSearchParams()
  const query = text.trim()
  if (query) params.set(SEARCH_TEXT_PARAM, query)
  if (page > 1) params.set(SEARCH_PAGE_PARAM, String(page))
  const search = params.toString()
  return search ? `${paths.search}?${search}` : paths.search
}

/** The words and the page from the search page's query string. */
export function readSearchAddress(search: string): { text: string; page: number } {
  const params = new URLSearchParams(search)
  const page = Number.parseInt(params.get(SEARCH_PAGE_PARAM) ?? '1', 10)
  return { text: (params.get(SEARCH_TEXT_PARAM) ?? '').trim(), page: page > 0 ? page : 1 }
}
