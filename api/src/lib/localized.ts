/** The shop's languages: Czech first, English the fallback for anyone else. */
export const LOCALES = ['cs', 'sk', 'de', 'en'] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'cs'
export const FALLBACK_LOCALE: Locale = 'en'

/** A text kept in every language of the shop. */
export type Localized = Record<Locale, string>

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value)
}

/** CZK for the Czech shop, EUR for the others (prices are list prices, never converted). */
export type Currency = 'CZK' | 'EUR'
export function currencyFor(locale: Locale): Currency {
  return locale === 'cs' ? 'CZK' : 'EUR'
}
