import type { Locale, Localized } from '../lib/localized.js'

/** A stored text in the request's language (Czech if a translation is missing). */
export function inLocale(text: Localized, locale: Locale): string {
  return text[locale] ?? text.cs
}
