import * as React from 'react'
import { I18nextContext } from './page-language'
import { TranslatorProvider } from './translation'
import { pageTranslator, type LocaleNode } from './translator'

interface PageProps {
  data?: { locales?: { edges?: ReadonlyArray<{ node: LocaleNode }> } } | null
  pageContext: { i18n: React.ContextType<typeof I18nextContext> }
}

interface PageElement {
  element: React.ReactElement
  props: PageProps
}

/**
 * Every page inside its language: the translator and the plugin's context (language, paths). The
 * site's gatsby-browser and gatsby-ssr wrap pages with it; the plugin keeps only the locale nodes.
 */
export function wrapPageElement({ element, props }: PageElement) {
  const { routed, language, languages, originalPath, defaultLanguage, path } =
    props.pageContext.i18n
  const nodes = (props.data?.locales?.edges ?? []).map(({ node }) => node)
  const context = {
    routed,
    language,
    languages,
    originalPath,
    defaultLanguage,
    // Czech at the root, not under /cs too, as the pages are copied (src/config/language-pages.ts).
    generateDefaultLanguagePage: false,
    path,
  }
  return (
    <TranslatorProvider translator={pageTranslator(nodes, language, defaultLanguage)}>
      <I18nextContext.Provider value={context}>{element}</I18nextContext.Provider>
    </TranslatorProvider>
  )
}
