import useSWR from 'swr'
import { apiRequest } from '../../../lib/api-client'
import type { Language } from '../../../config/languages'
import { IMAGES_PER_PAGE } from '../../../config/catalogue'
import { NO_FILTERS, reshapeImage, type ImagesDocument, type ImageListPage } from '../../catalogue'
import { searchResultsPath, takeEarlySearch } from '../early-search'
import type { SearchFilters } from '../search-address'

/** The spec: the dropdown shows at most 10 results, and searching starts after one character. */
export const SUGGESTIONS = 10
export const MIN_SEARCH_LENGTH = 2

export const isSearchable = (text: string) => text.trim().length >= MIN_SEARCH_LENGTH

/** GET /images with `filter[search]`: one page of the products whose names (or shelves) match. */
export async function searchImages(
  text: string,
  { page = 1, perPage, filters }: { page?: number; perPage: number; filters?: SearchFilters },
  language: Language,
): Promise<ImageListPage> {
  const path = searchResultsPath(text, page, perPage, filters)
  const document = await apiRequest<ImagesDocument>(path, {
    language,
    early: takeEarlySearch(path, language),
  })
  return {
    images: document.data.map((resource) => reshapeImage(resource, language)),
    total: document.meta?.total ?? document.data.length,
    lastPage: document.meta?.last_page ?? 1,
  }
}

// Search answers belong to their words: a late answer to older words lands under its own key and
// is never shown for the new ones, and words already answered are not searched again on focus.
const options = { revalidateOnFocus: false } as const

/** The top bar's suggestions (no call for fewer than two characters). */
export function useSearchSuggestions(text: string, language: Language) {
  const query = text.trim()
  return useSWR(
    isSearchable(query) ? ['search-suggestions', language, query] : null,
    () => searchImages(query, { perPage: SUGGESTIONS }, language),
    options,
  )
}

/** One page of the search page's results, filtered, as many per page as the catalogue grids. */
export function useSearchResults(
  text: string | null,
  page: number,
  language: Language,
  filters: SearchFilters = NO_FILTERS,
) {
  const query = text?.trim() ?? ''
  const { orientation, colours } = filters
  return useSWR(
    query ? ['search-results', language, query, page, orientation, colours.join(',')] : null,
    () =>
      searchImages(
        query,
        { page, perPage: IMAGES_PER_PAGE, filters: { orientation, colours } },
        language,
      ),
    { ...options, keepPreviousData: true },
  )
}
