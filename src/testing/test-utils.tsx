import * as React from 'react'
import fs from 'node:fs'
import path from 'node:path'
import { render, type RenderOptions } from '@testing-library/react'
import i18next from 'i18next'
import { I18nextContext } from '../features/language/page-language'
import { I18nextProvider, initReactI18next } from 'react-i18next'
import { defaultLanguage, languages, type Language } from '../config/languages'

/** The real texts of one language from locales/, as the page query would deliver them. */
function loadLocales(language: Language) {
  const dir = path.join(__dirname, '..', '..', 'locales', language)
  return Object.fromEntries(
    fs
      .readdirSync(dir)
      .filter((file) => file.endsWith('.json'))
      .map((file) => [
        file.replace(/\.json$/, ''),
        JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')),
      ]),
  )
}

export function createTestI18n(language: Language) {
  const instance = i18next.createInstance()
  void instance.use(initReactI18next).init({
    resources: { [language]: loadLocales(language) },
    lng: language,
    initImmediate: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: false },
  })
  return instance
}

interface Options extends Omit<RenderOptions, 'wrapper'> {
  language?: Language
  originalPath?: string
}

/** Renders with every provider a page has: translations and the plugin's language context. */
export function renderWithProviders(
  ui: React.ReactElement,
  { language = defaultLanguage, originalPath = '/', ...options }: Options = {},
) {
  const i18n = createTestI18n(language)
  const context = {
    language,
    languages: [...languages],
    defaultLanguage,
    generateDefaultLanguagePage: false,
    routed: language !== defaultLanguage,
    originalPath,
    path: originalPath,
  }
  const Wrapper = ({ children }: { children: React.ReactNode }) => (
    <I18nextProvider i18n={i18n}>
      <I18nextContext.Provider value={context}>{children}</I18nextContext.Provider>
    </I18nextProvider>
  )
  return render(ui, { wrapper: Wrapper, ...options })
}
