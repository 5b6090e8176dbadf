import type { Page } from 'gatsby'
import { onCreatePage as pluginOnCreatePage } from 'gatsby-plugin-react-i18next/dist/plugin/onCreatePage'

/** What the page copying reads of gatsby-plugin-react-i18next's options. */
export interface LanguageCopyOptions {
  languages: string[]
  defaultLanguage: string
  pages?: Array<{ matchPath: string; excludeLanguages?: string[]; languages?: string[] }>
}

interface CopyActions {
  createPage(page: Page): void
  deletePage(page: Page): void
}

// The plugin's typings want Gatsby's whole helper set; it uses the page and two actions.
const pluginCopies = pluginOnCreatePage as unknown as (
  args: { page: Page; actions: CopyActions },
  options: LanguageCopyOptions,
) => Promise<void>

/**
 * gatsby-plugin-react-i18next's own page copying (its `onCreatePage`, a module of its `dist/`, not a
 * public entry), for the site to run from its own `onCreatePage` (src/node/language-pages.ts): the
 * page in every language, with the plugin's `language` and `i18n` context. A page that has a
 * `language` in its context already is left alone.
 */
export async function languageCopies(
  page: Page,
  actions: CopyActions,
  options: LanguageCopyOptions,
): Promise<void> {
  await pluginCopies(
    {
      page,
      actions: {
        deletePage: actions.deletePage,
        createPage: (copy) => actions.createPage(withOnePrefix(copy)),
      },
    },
    options,
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
function singlePrefixed(matchPath: string | undefined, language: unknown) {
  if (!matchPath || typeof language !== 'string') return undefined
  const doubled = `/${language}/${language}/`
  return matchPath.startsWith(doubled) ? matchPath.slice(language.length + 1) : undefined
}
