import * as React from 'react'
import { navigate } from 'gatsby'
import { useLocation } from '@gatsbyjs/reach-router'
import { filtersFromSearch, NO_FILTERS, searchFromFilters } from '../filters'
import type { ProductFilters } from '../types'

/**
 * The grid's filters live in the address, so they survive reloads and can be shared. The first render
 * uses no filters, as the pre-rendered HTML does; the address is read once the page has hydrated.
 */
export function useUrlFilters(): [ProductFilters, (next: ProductFilters) => void] {
  const location = useLocation()
  const [filters, setFilters] = React.useState<ProductFilters>(NO_FILTERS)

  React.useEffect(() => {
    setFilters(filtersFromSearch(location.search))
  }, [location.search])

  const change = React.useCallback(
    (next: ProductFilters) => {
      setFilters(next)
      void navigate(`${location.pathname}${searchFromFilters(next, location.search)}`, {
        state: { keepScroll: true },
      })
    },
    [location.pathname, location.search],
  )
  return [filters, change]
}
