import * as React from 'react'
import { SearchBoxSlot } from '../../features/search/components/search-box-slot'

/** The top bar's search form with its results dropdown (the search feature). */
export function SearchField() {
  return <SearchBoxSlot />
}
