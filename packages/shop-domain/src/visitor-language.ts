/**
 * The spec's language choice, in one place for every server that serves the pages (`npm start`'s
 * server, the API's country call) and for the browser: the visitor's country gives cs, sk or de,
 * anyone else gets English; the browser's languages decide only when the country is unknown; a
 * remembered or own choice always wins; crawlers are never moved. deploy/nginx mirrors it in maps
 * (print-shop-upstream.conf), and its test holds the two together.
 */
import { LOCALES, type Locale } from '@print-shop/shop-domain/locales'

/** The remembered language, readable by the servers: `lang=de`. No personal data, so no consent. */
export const LANGUAGE_COOKIE = 'lang'
const LANGUAGE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60

/**
 * The spec's geolocation answered "languages" whose first two characters picked the language: the
 * countries whose first official language is Czech, Slovak or German (geonames' country list, which
 * public geolocation services give). Switzerland's is de-CH, Belgium's nl-BE, Luxembourg's lb.
 */
export const COUNTRY_LANGUAGES: Readonly<Record<string, Locale>> = {
  CZ: 'cs',
  SK: 'sk',
  DE: 'de',
  AT: 'de',
  CH: 'de',
  LI: 'de',
}

/** Search engines, link previews and audit tools: they always get the address they asked for. */
export const CRAWLER =
  /bot|crawl|spider|slurp|bingpreview|facebookexternalhit|embedly|lighthouse|headlesschrome\/[\d.]+ \(compatible|yandex|baidu|duckduck|semrush|ahrefs|seznam/i

export function isCrawler(userAgent: string | undefined | null): boolean {
  return CRAWLER.test(userAgent ?? '')
}

function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value)
}

/** A country's language, or null when the country is unknown (a private address, no entry). */
export function languageForCountry(country: string | null | undefined): Locale | null {
  if (!country || !/^[A-Za-z]{2}$/.test(country)) return null
  return COUNTRY_LANGUAGES[country.toUpperCase()] ?? 'en'
}

/** The first of the browser's languages that the shop speaks, English otherwise. */
export function languageFromBrowser(browserLanguages: readonly string[]): Locale {
  for (const tag of browserLanguages) {
    const code = tag.trim().slice(0, 2).toLowerCase()
    if (isLocale(code)) return code
  }
  return 'en'
}

/** An Accept-Language header's languages, most wanted first (`q=0` means "not this one"). */
export function acceptedLanguages(header: string | null | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...parameters] = part.trim().split(';')
      const q = parameters.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean)
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index }
    })
    .filter(({ tag, q }) => tag && tag !== '*' && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map(({ tag }) => tag)
}

/** The language a visitor gets from the country, or from the browser's languages without one. */
export function visitorLanguage(visitor: {
  country?: string | null
  acceptLanguage?: string | null
}): Locale {
  return (
    languageForCountry(visitor.country) ??
    languageFromBrowser(acceptedLanguages(visitor.acceptLanguage))
  )
}

/** The `lang` cookie's language from a Cookie header (or `document.cookie`), if it is one of ours. */
export function languageFromCookie(cookieHeader: string | null | undefined): Locale | null {
  for (const pair of (cookieHeader ?? '').split(';')) {
    const [name, value] = pair.split('=', 2).map((part) => part.trim())
    if (name === LANGUAGE_COOKIE && isLocale(value)) return value
  }
  return null
}

/** The Set-Cookie value (and `document.cookie` assignment) that remembers `language` for a year. */
export function languageCookie(language: Locale): string {
  return `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE}; SameSite=Lax`
}

/**
 * Where a request for an unprefixed (Czech) page goes, or null to serve the Czech page: the remembered
 * language (cookie) if any, else the visitor's. Crawlers stay.
 */
export function czechPageRedirect(request: {
  cookie?: string | null
  userAgent?: string | null
  country?: string | null
  acceptLanguage?: string | null
}): Exclude<Locale, 'cs'> | null {
  if (isCrawler(request.userAgent)) return null
  const language = languageFromCookie(request.cookie) ?? visitorLanguage(request)
  return language === 'cs' ? null : language
}
