/**
 * The spec's language choice in the browser: the rule itself (country, browser languages, crawlers)
 * is shop-domain's visitor-language, which the servers in front apply before the first paint. Here
 * the choice is remembered (local storage, and the `lang` cookie those servers read), a visitor's
 * own choice always wins, and crawlers and visitors who chose are never redirected.
 */
import { languageCookie, languageFromCookie } from '@print-shop/shop-domain/visitor-language'
import { defaultLanguage, isLanguage, type Language } from '../../config/languages'

export {
  LANGUAGE_COOKIE,
  isCrawler,
  languageFromBrowser,
} from '@print-shop/shop-domain/visitor-language'

export const LANGUAGE_STORAGE_KEY = 'print-shop.language'

export interface StoredLanguage {
  language: Language
  /** "choice": the visitor picked it in the switcher; "detected": we (or the server) worked it out. */
  source: 'choice' | 'detected'
}

const documentCookies = () => (typeof document === 'undefined' ? '' : document.cookie)

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
  // The server in front chose it before the page was sent (its redirect set the cookie).
  const chosenByServer = languageFromCookie(documentCookies())
  return chosenByServer ? { language: chosenByServer, source: 'detected' } : null
}

/** Remembers the language in local storage and in the cookie, where the servers in front see it. */
export function storeLanguage(storage: Pick<Storage, 'setItem'>, value: StoredLanguage): void {
  if (typeof document !== 'undefined') document.cookie = languageCookie(value.language)
  try {
    storage.setItem(LANGUAGE_STORAGE_KEY, JSON.stringify(value))
  } catch {
    // Private mode or a full storage: the cookie still remembers it.
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
