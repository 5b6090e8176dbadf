import { defaultLanguage, isLanguage, type Language } from './languages'

/** The language an address belongs to: its prefix, or Czech for unprefixed addresses. */
export function languageFromPath(pathname: string): { language: Language; originalPath: string } {
  const [, first = '', ...rest] = pathname.split('/')
  if (isLanguage(first) && first !== defaultLanguage) {
    return { language: first, originalPath: `/${rest.join('/')}` }
  }
  return { language: defaultLanguage, originalPath: pathname || '/' }
}

/** The 404 page, which answers every unknown address (and a product added since the build). */
const NOT_FOUND_PAGE = /^\/404(\/|\.html)?$/

/**
 * The page's path without the language prefix. A client-only route's page is built once, as e.g.
 * /profil/moje-objednavky/[id], and the 404 page answers addresses it was not built for: in the
 * browser their real path comes from the address.
 */
export function currentOriginalPath(originalPath: string): string {
  const builtForTheAddress = !originalPath.includes('[') && !NOT_FOUND_PAGE.test(originalPath)
  if (builtForTheAddress || typeof window === 'undefined') return originalPath
  return languageFromPath(window.location.pathname).originalPath
}
