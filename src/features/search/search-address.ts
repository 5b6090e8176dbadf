import { paths } from '../../config/paths'
import { filtersFromSearch, NO_FILTERS, searchFromFilters, type ImageFilters } from '../catalogue'
import { SEARCH_PAGE_PARAM, SEARCH_TEXT_PARAM } from './search-params'

/** The results' orientation and colours: the same parameters in the address as a category's. */
export type SearchFilters = Pick<ImageFilters, 'orientation' | 'colours'>

/** The search page's address for these words (without a language prefix), filtered, paged. */
export function searchPageAddress(
  text: string,
  page = 1,
  filters: SearchFilters = NO_FILTERS,
): string {
  const query = text.trim()
  const words = query ? `?${new URLSearchParams({ [SEARCH_TEXT_PARAM]: query }).toString()}` : ''
  return `${paths.search}${searchFromFilters({ ...filters, page }, words) || ''}`
}

/** The words, the page and the filters from the search page's query string. */
export function readSearchAddress(search: string): {
  text: string
  page: number
  filters: SearchFilters
} {
  const params = new URLSearchParams(search)
  const page = Number.parseInt(params.get(SEARCH_PAGE_PARAM) ?? '1', 10)
  const { orientation, colours } = filtersFromSearch(search)
  return {
    text: (params.get(SEARCH_TEXT_PARAM) ?? '').trim(),
    page: page > 0 ? page : 1,
    filters: { orientation, colours },
  }
}
