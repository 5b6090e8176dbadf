import * as React from 'react'
import { I18nextContext } from './page-language'
import type { PluginOptions } from 'gatsby-plugin-react-i18next/dist/types'
import { TranslatorProvider } from './translation'
import { makeTranslator, type Resources, type Translator } from './translator'

interface LocaleNode {
  ns: string
  data: string
  language: string
}

interface PageProps {
  data?: { locales?: { edges?: ReadonlyArray<{ node: LocaleNode }> } } | null
  pageContext: { i18n: React.ContextType<typeof I18nextContext> }
}

/** Translators by language and texts: a build renders 40 000 pages with a handful of them. */
const translators = new Map<string, Translator>()
const MAX_TRANSLATORS = 32

/**
 * The page's translator, made once per language and set of texts instead of once per page (what
 * gatsby-plugin-react-i18next does with i18next: 5 % of every page's render time at build, and a new
 * instance on each client-side navigation). Set up as the plugin sets up i18next: the page's own text
 * group (the first the page asks for) is the default, the others are fallbacks.
 */
export function pageTranslator(
  nodes: readonly LocaleNode[],
  language: string,
  defaultLanguage: string,
): Translator {
  const key = [language, ...nodes.flatMap((node) => [node.language, node.ns, node.data])].join('\0')
  const known = translators.get(key)
  if (known) return known

  const namespaces = nodes.map((node) => node.ns)
  const defaultNS = namespaces[0] ?? 'translation'
  const resources: Resources = {}
  for (const node of nodes) (resources[node.language] ??= {})[node.ns] = JSON.parse(node.data)

  const translator = makeTranslator({
    resources,
    language,
    fallbackLanguage: defaultLanguage,
    defaultNS,
    fallbackNS: namespaces.filter((ns) => ns !== defaultNS),
  })
  if (translators.size >= MAX_TRANSLATORS) translators.delete(translators.keys().next().value!)
  translators.set(key, translator)
  return translator
}

/** Every page inside its language: the translator and the plugin's context (language, paths). */
export function wrapPageElement(
  { element, props }: { element: React.ReactElement; props: PageProps },
  { generateDefaultLanguagePage = false, siteUrl }: PluginOptions,
) {
  const { routed, language, languages, originalPath, defaultLanguage, path } =
    props.pageContext.i18n
  const nodes = (props.data?.locales?.edges ?? []).map(({ node }) => node)
  const context = {
    routed,
    language,
    languages,
    originalPath,
    defaultLanguage,
    generateDefaultLanguagePage,
    siteUrl,
    path,
  }
  return (
    <TranslatorProvider translator={pageTranslator(nodes, language, defaultLanguage)}>
      <I18nextContext.Provider value={context}>{element}</I18nextContext.Provider>
    </TranslatorProvider>
  )
}
