import * as React from 'react'
import { SearchBox } from '../../features/search/components/search-box'

/** The top bar's search form with its results dropdown (the search feature). */
export function SearchField() {
  return <SearchBox />
}
