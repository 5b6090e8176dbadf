import * as React from 'react'
import { SWRConfig } from 'swr'
import { LazyToaster } from '../components/toaster/lazy-toaster'
import { SessionProvider } from '../lib/session/session-provider'
import { swrPolicy } from '../lib/swr'

/** Mounted once around the whole site (wrapRootElement): data cache, session state and toasts. */
export function AppProviders({ children }: { children: React.ReactNode }) {
  return (
    <SWRConfig value={swrPolicy}>
      <SessionProvider>
        {children}
        <LazyToaster />
      </SessionProvider>
    </SWRConfig>
  )
}

/**
 * Whether Gatsby is wrapping a page's `Head` rather than the site. Gatsby renders a page's head in a
 * React root of its own, on the server for every page and in the browser after every navigation,
 * and passes that element through wrapRootElement too, with the page's head props (location, params,
 * data, pageContext). The site's element has none of them (`<LocationHandler />` in the browser,
 * `<ServerLocation url>` on the server).
 */
export function isPageHead(element: React.ReactNode): boolean {
  if (!React.isValidElement(element)) return false
  const props = element.props as Record<string, unknown>
  return 'location' in props && 'pageContext' in props && 'data' in props
}

/**
 * wrapRootElement of gatsby-browser and gatsby-ssr. A head needs none of the providers (heads use no
 * session, data hook or toast): wrapped, the browser ran a second session beside the page's, with its
 * own route listener and hourly timer, and a second toaster, and the build rendered them once more
 * for each of its 40,000 pages.
 */
export function wrapWithProviders(element: React.ReactNode): React.ReactElement {
  return isPageHead(element) ? <>{element}</> : <AppProviders>{element}</AppProviders>
}
