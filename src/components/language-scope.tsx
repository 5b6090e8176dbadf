import * as React from 'react'
import { I18nextContext, useI18next } from '../lib/i18n/page-language'
import { TranslatorProvider } from '../lib/i18n/translation'
import type { Language } from '../config/languages'

interface LanguageScopeProps {
  language: Language
  originalPath: string
  children: React.ReactNode
}

/**
 * Renders its children in another language than the page was built in. Only the 404 page needs it:
 * one static file answers unknown addresses of every language.
 */
export function LanguageScope({ language, originalPath, children }: LanguageScopeProps) {
  const context = useI18next()
  const scoped = React.useMemo(() => context.i18n.inLanguage(language), [context.i18n, language])
  if (language === context.language) return <>{children}</>
  const value = {
    routed: language !== context.defaultLanguage,
    language,
    languages: context.languages,
    originalPath,
    defaultLanguage: context.defaultLanguage,
    generateDefaultLanguagePage: context.generateDefaultLanguagePage,
    siteUrl: context.siteUrl,
    path: originalPath,
  }
  return (
    <TranslatorProvider translator={scoped}>
      <I18nextContext.Provider value={value}>{children}</I18nextContext.Provider>
    </TranslatorProvider>
  )
}
