import { FILTER_PARAMS, MAX_FILTER_COLOURS } from '../../config/catalogue'
import { PALETTE } from '@print-shop/shop-domain/palette'
import { ORIENTATIONS, type Orientation, type ImageFilters } from './types'

const PARAM = FILTER_PARAMS

export const NO_FILTERS: ImageFilters = { orientation: null, colours: [], page: 1 }

/** Reads the filters from a query string; anything unknown or malformed is ignored. */
export function filtersFromSearch(search: string): ImageFilters {
  const params = new URLSearchParams(search)
  const page = Number(params.get(PARAM.page))
  const orientation = params.get(PARAM.orientation)
  const colours = (params.get(PARAM.colours) ?? '')
    .split(',')
    .map((colour) => colour.trim().toLowerCase())
    .filter(
      (colour, index, all) =>
        (PALETTE as readonly string[]).includes(colour) && all.indexOf(colour) === index,
    )
    .slice(0, MAX_FILTER_COLOURS)
  return {
    page: Number.isInteger(page) && page > 1 ? page : 1,
    orientation: (ORIENTATIONS as readonly string[]).includes(orientation ?? '')
      ? (orientation as Orientation)
      : null,
    colours,
  }
}

/** The query string for these filters ('' for none), keeping other parameters (such as modal). */
export function searchFromFilters(filters: ImageFilters, current = ''): string {
  const params = new URLSearchParams(current)
  for (const name of Object.values(PARAM)) params.delete(name)
  if (filters.orientation) params.set(PARAM.orientation, filters.orientation)
  if (filters.colours.length > 0) params.set(PARAM.colours, filters.colours.join(','))
  if (filters.page > 1) params.set(PARAM.page, String(filters.page))
  const text = params.toString().replace(/%2C/g, ',')
  return text ? `?${text}` : ''
}

export function isUnfiltered(filters: ImageFilters): boolean {
  return filters.page === 1 && filters.orientation === null && filters.colours.length === 0
}
