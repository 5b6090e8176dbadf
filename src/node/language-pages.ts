import type { GatsbyNode, Page } from 'gatsby'
import { onCreatePage as pluginOnCreatePage } from 'gatsby-plugin-react-i18next/dist/plugin/onCreatePage'
import { languagePages } from '../config/language-pages'

// The plugin's typings want Gatsby's whole helper set; it uses the page and two actions.
const languageCopies = pluginOnCreatePage as unknown as (
  args: { page: Page; actions: { createPage(page: Page): void; deletePage(page: Page): void } },
  options: typeof languagePages,
) => Promise<void>

/**
 * Every page of src/pages in every language, by gatsby-plugin-react-i18next's own onCreatePage, run
 * here rather than in the plugin. Gatsby calls each plugin's onCreatePage for every page that another
 * plugin (or the site) creates; with the only one in the site, the catalogue pages, which the site
 * creates in every language itself (catalogue-pages.ts), skip Gatsby's API runner: 40,000 runs at 10,000
 * pictures.
 */
export const onCreatePage: GatsbyNode['onCreatePage'] = async ({ page, actions }) => {
  await languageCopies(
    {
      page,
      actions: {
        deletePage: actions.deletePage,
        createPage: (copy) => actions.createPage(withOnePrefix(copy)),
      },
    },
    languagePages,
  )
}

/**
 * gatsby-plugin-react-i18next 3.0.1 prefixes the matchPath of a client-only route's language copies
 * twice (/en/en/profil/moje-objednavky/:id, its PRs #70 and #71 both add the prefix), so
 * /en/profil/moje-objednavky/42 would match no page. Each copy is created with one prefix.
 */
function withOnePrefix(page: Page): Page {
  const fixed = singlePrefixed(page.matchPath, (page.context as { language?: unknown })?.language)
  return fixed === undefined ? page : { ...page, matchPath: fixed }
}

/** The matchPath with one language prefix, or undefined when it is right already. */
export function singlePrefixed(matchPath: string | undefined, language: unknown) {
  if (!matchPath || typeof language !== 'string') return undefined
  const doubled = `/${language}/${language}/`
  return matchPath.startsWith(doubled) ? matchPath.slice(language.length + 1) : undefined
}
