import type { ImagesDocument } from '@print-shop/shop-domain/responses/catalogue'
import useSWR from 'swr'
import { apiRequest } from '../../../lib/api-client'
import type { Language } from '../../../config/languages'
import type { ImageFilters, ImageListSource } from '../types'

/** Per palette colour, how many pictures the grid would show with that colour chosen too. */
export type ColourCounts = Readonly<Record<string, number>>

/** The pictures a colour filter counts in: a category's, a subcategory's or a search's. */
export type FacetSource =
  Exclude<ImageListSource, { kind: 'popular' }> | { kind: 'search'; text: string }

/** GET /images with `facets=colors` for the grid's source and its other filters (one row of data). */
export function colourCountsQuery(
  source: FacetSource,
  filters: Pick<ImageFilters, 'orientation' | 'colours'>,
): string {
  const params = new URLSearchParams({ per_page: '1', facets: 'colors' })
  if (source.kind === 'search') params.set('filter[search]', source.text)
  else params.set(`filter[${source.kind}]`, source.slug)
  if (filters.orientation) params.set('filter[orientation]', filters.orientation)
  if (filters.colours.length > 0) params.set('filter[colors]', filters.colours.join(','))
  return `/images?${params.toString()}`
}

/**
 * The counts for the colour filter, asked for only once the filter is open. While they load, and
 * if they fail, the swatches simply show no counts.
 */
export function useColourCounts(
  source: ImageListSource | FacetSource,
  filters: Pick<ImageFilters, 'orientation' | 'colours'>,
  language: Language,
  wanted: boolean,
): ColourCounts | undefined {
  const query = source.kind !== 'popular' && wanted ? colourCountsQuery(source, filters) : null
  const { data } = useSWR(
    query ? ['colour-counts', language, query] : null,
    async () => {
      const document = await apiRequest<ImagesDocument>(query!, { language })
      return document.meta?.facets?.colors ?? {}
    },
    // The counts are a hint: not asked for again on focus, and the last ones stay on the swatches
    // while those of the next choice load.
    { revalidateOnFocus: false, keepPreviousData: true },
  )
  return data
}
