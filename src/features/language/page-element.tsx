import * as React from 'react'
import i18next, { type i18n as I18n, type InitOptions } from 'i18next'
import { I18nextContext } from './page-language'
import type { PluginOptions } from 'gatsby-plugin-react-i18next/dist/types'
import { I18nextProvider } from 'react-i18next'

interface LocaleNode {
  ns: string
  data: string
  language: string
}

interface PageProps {
  data?: { locales?: { edges?: ReadonlyArray<{ node: LocaleNode }> } } | null
  pageContext: { i18n: React.ContextType<typeof I18nextContext> }
}

/** i18next instances by language and texts: a build renders 40 000 pages with a handful of them. */
const instances = new Map<string, I18n>()
const MAX_INSTANCES = 32

/**
 * The page's i18next, made once per language and set of texts instead of once per page (what
 * gatsby-plugin-react-i18next does: 5 % of every page's render time at build, and a new instance on each
 * client-side navigation). Configured as the plugin configures it: the page's own namespace is the
 * default, the others are fallbacks.
 */
export function pageI18n(
  nodes: readonly LocaleNode[],
  language: string,
  defaultLanguage: string,
  options: InitOptions = {},
): I18n {
  const key = [language, ...nodes.flatMap((node) => [node.language, node.ns, node.data])].join('\0')
  const known = instances.get(key)
  if (known) return known

  const namespaces = nodes.map((node) => node.ns)
  const configuredNS = options.defaultNS?.toString() || 'translation'
  const defaultNS = namespaces.find((ns) => ns !== configuredNS) || configuredNS
  const resources: Record<string, Record<string, unknown>> = {}
  for (const node of nodes) (resources[node.language] ??= {})[node.ns] = JSON.parse(node.data)

  const instance = i18next.createInstance()
  void instance.init({
    ...options,
    resources: resources as InitOptions['resources'],
    lng: language,
    fallbackLng: defaultLanguage,
    defaultNS,
    fallbackNS: namespaces.filter((ns) => ns !== defaultNS),
    initImmediate: false,
    react: { ...options.react, useSuspense: false },
  })
  if (instances.size >= MAX_INSTANCES) instances.delete(instances.keys().next().value!)
  instances.set(key, instance)
  return instance
}

/** Every page inside its language: the i18next instance and the plugin's context (language, paths). */
export function wrapPageElement(
  { element, props }: { element: React.ReactElement; props: PageProps },
  { i18nextOptions, generateDefaultLanguagePage = false, siteUrl }: PluginOptions,
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
    <I18nextProvider i18n={pageI18n(nodes, language, defaultLanguage, i18nextOptions)}>
      <I18nextContext.Provider value={context}>{element}</I18nextContext.Provider>
    </I18nextProvider>
  )
}
