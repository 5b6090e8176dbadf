import type { GatsbyBrowser } from 'gatsby'
import { wrapWithProviders } from './src/app/providers'
import { markHydrated } from './src/lib/hydrate'
import './src/styles/global.css'

export const wrapRootElement: GatsbyBrowser['wrapRootElement'] = ({ element }) =>
  wrapWithProviders(element)

/** A grid's filter or page change stays where the shopper is (the grid scrolls itself into view). */
export const shouldUpdateScroll: GatsbyBrowser['shouldUpdateScroll'] = ({ routerProps }) => {
  const state = routerProps.location.state as { keepScroll?: boolean } | null
  return !state?.keepScroll
}

export const onInitialClientRender: GatsbyBrowser['onInitialClientRender'] = markHydrated
