/**
 * The spec's language choice: English unless geolocation says cs, sk or de; when geolocation fails
 * or times out the browser's languages decide. The result is remembered, a visitor's own choice
 * always wins, and crawlers and visitors who chose are never redirected.
 */
import {
  defaultLanguage,
  fallbackLanguage,
  isLanguage,
  type Language,
} from '../../config/languages'

export const LANGUAGE_STORAGE_KEY = 'print-shop.language'

export interface StoredLanguage {
  language: Language
  /** "choice": the visitor picked it in the switcher; "detected": we worked it out. */
  source: 'choice' | 'detected'
}

const CRAWLER =
  /bot|crawl|spider|slurp|bingpreview|facebookexternalhit|embedly|lighthouse|headlesschrome\/[\d.]+ \(compatible|yandex|baidu|duckduck|semrush|ahrefs|seznam/i

export function isCrawler(userAgent: string): boolean {
  return CRAWLER.test(userAgent)
}

/** Geolocation JSON has "languages" like "cs-CZ,sk"; its first two characters pick the language. */
export function languageFromGeolocation(body: unknown): Language {
  const languages =
    body && typeof body === 'object' && 'languages' in body
      ? (body as { languages: unknown }).languages
      : ''
  const code = typeof languages === 'string' ? languages.slice(0, 2).toLowerCase() : ''
  return code === 'cs' || code === 'sk' || code === 'de' ? code : fallbackLanguage
}

/** The first of the browser's languages that the shop speaks, English otherwise. */
export function languageFromBrowser(browserLanguages: readonly string[]): Language {
  for (const tag of browserLanguages) {
    const code = tag.slice(0, 2).toLowerCase()
    if (isLanguage(code)) return code
  }
  return fallbackLanguage
}

export function readStoredLanguage(storage: Pick<Storage, 'getItem'>): StoredLanguage | null {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(LANGUAGE_STORAGE_KEY) ?? 'null')
    if (
      parsed &&
      typeof parsed === 'object' &&
      isLanguage((parsed as StoredLanguage).language) &&
      ['choice', 'detected'].includes((parsed as StoredLanguage).source)
    ) {
      return parsed as StoredLanguage
    }
  } catch {
    // A corrupt entry is treated as none: the language is worked out again.
  }
  return null
}

export function storeLanguage(storage: Pick<Storage, 'setItem'>, value: StoredLanguage): void {
  try {
    storage.setItem(LANGUAGE_STORAGE_KEY, JSON.stringify(value))
  } catch {
    // Private mode or a full storage: the choice just is not remembered.
  }
}

/**
 * Where a visitor on `pageLanguage` should be sent, or null to stay. Only the unprefixed Czech
 * addresses redirect: a prefixed address (/en/…, /de/…) is itself an explicit choice of language.
 */
export function redirectTarget(
  pageLanguage: Language,
  remembered: StoredLanguage | null,
): Language | null {
  if (!remembered || pageLanguage !== defaultLanguage) return null
  return remembered.language === pageLanguage ? null : remembered.language
}

/** The owner the API prices and invoices for: 1 is the Czech shop, 5 the EU shop. */
export function ownerIdFor(language: Language): 1 | 5 {
  return language === 'cs' ? 1 : 5
}
