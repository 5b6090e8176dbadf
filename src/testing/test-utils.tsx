import * as React from 'react'
import fs from 'node:fs'
import path from 'node:path'
import { render, type RenderOptions } from '@testing-library/react'
import { I18nextContext } from '../lib/i18n/page-language'
import { TranslatorProvider } from '../lib/i18n/translation'
import { makeTranslator } from '../lib/i18n/translator'
import { defaultLanguage, languages, type Language } from '../config/languages'

/** The real texts of one language from locales/, as the page query would deliver them. */
export function loadLocales(language: Language): Record<string, unknown> {
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

export function createTestTranslator(language: Language) {
  return makeTranslator({ resources: { [language]: loadLocales(language) }, language })
}

interface Options extends Omit<RenderOptions, 'wrapper'> {
  language?: Language
  originalPath?: string
}

/** `ui` inside every provider a page has: translations and the plugin's language context. */
export function withProviders(
  ui: React.ReactNode,
  {
    language = defaultLanguage,
    originalPath = '/',
  }: Pick<Options, 'language' | 'originalPath'> = {},
) {
  const translator = createTestTranslator(language)
  const context = {
    language,
    languages: [...languages],
    defaultLanguage,
    generateDefaultLanguagePage: false,
    routed: language !== defaultLanguage,
    originalPath,
    path: originalPath,
  }
  return (
    <TranslatorProvider translator={translator}>
      <I18nextContext.Provider value={context}>{ui}</I18nextContext.Provider>
    </TranslatorProvider>
  )
}

/** Renders with every provider a page has: translations and the plugin's language context. */
export function renderWithProviders(
  ui: React.ReactElement,
  { language, originalPath, ...options }: Options = {},
) {
  const Wrapper = ({ children }: { children: React.ReactNode }) =>
    withProviders(children, { language, originalPath })
  return render(ui, { wrapper: Wrapper, ...options })
}
