export const languages = ['cs', 'sk', 'de', 'en'] as const
export type Language = (typeof languages)[number]

/** Czech pages live at the root; the others under their own prefix. */
export const defaultLanguage: Language = 'cs'
/** What a visitor gets when nothing tells us their language. */
export const fallbackLanguage: Language = 'en'

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value)
}

/** Each language named in itself, as a visitor looking for their own would expect. */
export const nativeLanguageNames: Record<Language, string> = {
  cs: 'Čeština',
  sk: 'Slovenčina',
  de: 'Deutsch',
  en: 'English',
}

/** Locale tags for Open Graph and Intl. */
export const localeTags: Record<Language, string> = {
  cs: 'cs_CZ',
  sk: 'sk_SK',
  de: 'de_DE',
  en: 'en_GB',
}
