import { defaultLanguage, isLanguage, type Language } from './languages'

/** The language an address belongs to: its prefix, or Czech for unprefixed addresses. */
export function languageFromPath(pathname: string): { language: Language; originalPath: string } {
  const [, first = '', ...rest] = pathname.split('/')
  if (isLanguage(first) && first !== defaultLanguage) {
    return { language: first, originalPath: `/${rest.join('/')}` }
  }
  return { language: defaultLanguage, originalPath: pathname || '/' }
}

/**
 * The page's path without the language prefix. A client-only route's page is built once, as e.g.
 * /profil/moje-objednavky/[id]: in the browser its real path (with the id) comes from the address.
 */
export function currentOriginalPath(originalPath: string): string {
  if (!originalPath.includes('[') || typeof window === 'undefined') return originalPath
  return languageFromPath(window.location.pathname).originalPath
}
