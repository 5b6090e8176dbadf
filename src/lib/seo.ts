import { languages, type Language } from '../config/languages'
import { isPrivatePath, localizePath } from '../config/paths'

/** Strips query and hash, and the trailing slash except on the root. */
export function cleanPath(path: string): string {
  const withoutQuery = path.split(/[?#]/)[0] || '/'
  return withoutQuery.length > 1 ? withoutQuery.replace(/\/+$/, '') : '/'
}

/** SITE_URL + locale prefix (none for Czech) + path without its query string. */
export function canonicalUrl(siteUrl: string, originalPath: string, language: Language): string {
  const path = localizePath(cleanPath(originalPath), language)
  return `${siteUrl.replace(/\/$/, '')}${path}`
}

export interface Alternate {
  hrefLang: string
  href: string
}

/** hreflang alternates for every language, plus x-default for visitors matching none (English). */
export function alternates(siteUrl: string, originalPath: string): Alternate[] {
  const list = languages.map((language) => ({
    hrefLang: language,
    href: canonicalUrl(siteUrl, originalPath, language),
  }))
  return [...list, { hrefLang: 'x-default', href: canonicalUrl(siteUrl, originalPath, 'en') }]
}

/** Private routes (basket, checkout, profile, favourites) and addresses with a query are not indexed. */
export function shouldNoindex(originalPath: string, search = ''): boolean {
  return isPrivatePath(cleanPath(originalPath)) || search.replace(/^\?/, '').length > 0
}

export const TITLE_SEPARATOR = ' | '

export function pageTitle(title: string, siteName: string): string {
  return title && title !== siteName ? `${title}${TITLE_SEPARATOR}${siteName}` : siteName
}
