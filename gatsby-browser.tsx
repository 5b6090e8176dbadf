import type { GatsbyBrowser } from 'gatsby'
import { wrapWithProviders } from './src/app/providers'
import { markHydrated } from './src/lib/hydrate'
import { loadLazyPartsWithPages } from './src/components/prerendered/lazy-part'
import './src/styles/global.css'

export const wrapRootElement: GatsbyBrowser['wrapRootElement'] = ({ element }) =>
  wrapWithProviders(element)

/**
 * Every page inside its language (the translator and the page's language context), from the locale
 * texts its query reads; gatsby-plugin-shop-i18next makes those texts nodes.
 */
export { wrapPageElement } from './src/lib/i18n/page-element'

/** A grid's filter or page change stays where the shopper is (the grid scrolls itself into view). */
export const shouldUpdateScroll: GatsbyBrowser['shouldUpdateScroll'] = ({ routerProps }) => {
  const state = routerProps.location.state as { keepScroll?: boolean } | null
  return !state?.keepScroll
}

export const onInitialClientRender: GatsbyBrowser['onInitialClientRender'] = markHydrated

/** Client-side moves wait for the code of the parts a first visit kept as the server's HTML. */
export const onClientEntry: GatsbyBrowser['onClientEntry'] = () => {
  if (window.___loader) loadLazyPartsWithPages(window.___loader)
}
