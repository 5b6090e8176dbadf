import * as React from 'react'
import { navigate } from 'gatsby'
import { useLocation } from '@gatsbyjs/reach-router'
import { filtersFromSearch, NO_FILTERS, searchFromFilters } from '../filters'
import type { ImageFilters } from '../types'

/**
 * The filters a grid starts with: none while the first page hydrates (as the pre-rendered HTML has
 * none), the address's own once the shop runs in the browser (a client-side move, going back), so
 * the grid the shopper left is not first drawn unfiltered.
 */
function startingFilters(search: string): ImageFilters {
  const hydrated =
    typeof document !== 'undefined' && document.documentElement.dataset.hydrated === 'true'
  return hydrated ? filtersFromSearch(search) : NO_FILTERS
}

/**
 * The grid's filters live in the address, so they survive reloads and can be shared. On the first
 * page the address is read once the page has hydrated.
 */
export function useUrlFilters(): [ImageFilters, (next: ImageFilters) => void] {
  const location = useLocation()
  const [filters, setFilters] = React.useState<ImageFilters>(() => startingFilters(location.search))

  React.useEffect(() => {
    const read = filtersFromSearch(location.search)
    // The same filters keep their object: the grid does not render again for nothing (hydration).
    setFilters((current) =>
      searchFromFilters(current) === searchFromFilters(read) ? current : read,
    )
  }, [location.search])

  const change = React.useCallback(
    (next: ImageFilters) => {
      setFilters(next)
      void navigate(`${location.pathname}${searchFromFilters(next, location.search)}`, {
        state: { keepScroll: true },
      })
    },
    [location.pathname, location.search],
  )
  return [filters, change]
}
