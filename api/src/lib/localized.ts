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

export { currencyFor, type Currency } from '@print-shop/shop-domain/pricing'
