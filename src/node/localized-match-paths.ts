import type { GatsbyNode } from 'gatsby'

/**
 * gatsby-plugin-react-i18next 3.0.1 prefixes the matchPath of a client-only route's language copies
 * twice (/en/en/profil/moje-objednavky/:id, its PRs #70 and #71 both add the prefix), so
 * /en/profil/moje-objednavky/42 would match no page. Each copy is made again with one prefix.
 */
export const onCreatePage: GatsbyNode['onCreatePage'] = ({ page, actions }) => {
  const fixed = singlePrefixed(page.matchPath, page.context?.language)
  if (fixed === undefined) return
  actions.deletePage(page)
  actions.createPage({ ...page, matchPath: fixed })
}

/** The matchPath with one language prefix, or undefined when it is right already. */
export function singlePrefixed(matchPath: string | undefined, language: unknown) {
  if (!matchPath || typeof language !== 'string') return undefined
  const doubled = `/${language}/${language}/`
  return matchPath.startsWith(doubled) ? matchPath.slice(language.length + 1) : undefined
}
