import * as React from 'react'
import { I18nextContext } from './page-language'
import type { PluginOptions } from 'gatsby-plugin-react-i18next/dist/types'
import { TranslatorProvider } from './translation'
import { pageTranslator, type LocaleNode } from './translator'

interface PageProps {
  data?: { locales?: { edges?: ReadonlyArray<{ node: LocaleNode }> } } | null
  pageContext: { i18n: React.ContextType<typeof I18nextContext> }
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
