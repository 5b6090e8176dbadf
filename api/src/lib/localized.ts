import { LOCALES, type Locale } from '@print-shop/shop-domain/locales'

export { LOCALES, type Locale }
export const DEFAULT_LOCALE: Locale = 'cs'
export const FALLBACK_LOCALE: Locale = 'en'

/** A text kept in every language of the shop. */
export type Localized = Record<Locale, string>

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value)
}

export { currencyFor, type Currency } from '@print-shop/shop-domain/pricing'

/** A stored text in the request's language (Czech if a translation is missing). */
export function inLocale(text: Localized, locale: Locale): string {
  return text[locale] ?? text.cs
}
