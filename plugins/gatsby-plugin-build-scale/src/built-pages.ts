/** A page as Gatsby's store holds it: its path, its component's file and its context. */
export interface BuiltPage {
  path: string
  component: string
  context?: unknown
}

/** The part of Gatsby's state `builtPages` reads. */
interface SiteState {
  pages: Map<string, BuiltPage>
  config: { siteMetadata?: { siteUrl?: string } }
}

/**
 * The pages Gatsby holds in memory and the site's address (without a trailing slash), read from the
 * store Gatsby hands `onPostBuild` as gatsby-plugin-netlify reads them. A GraphQL query over every
 * SitePage read 40,000 nodes back from the node store: the site map took 3.6 s that way and takes
 * 0.8-1.0 s. The store is private API; its `pages` and `config` are Gatsby 5's.
 */
export function builtPages(store: unknown): {
  pages: Iterable<BuiltPage>
  siteUrl: string
} {
  const { pages, config } = (store as { getState(): SiteState }).getState()
  return {
    pages: pages.values(),
    siteUrl: (config.siteMetadata?.siteUrl ?? '').replace(/\/$/, ''),
  }
}
