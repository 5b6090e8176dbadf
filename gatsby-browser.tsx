import * as React from 'react'
import type { GatsbyBrowser } from 'gatsby'
import { AppProviders } from './src/app-providers'
import './src/styles/global.css'

export const wrapRootElement: GatsbyBrowser['wrapRootElement'] = ({ element }) => (
  <AppProviders>{element}</AppProviders>
)

/** A grid's filter or page change stays where the shopper is (the grid scrolls itself into view). */
export const shouldUpdateScroll: GatsbyBrowser['shouldUpdateScroll'] = ({ routerProps }) => {
  const state = routerProps.location.state as { keepScroll?: boolean } | null
  return !state?.keepScroll
}
