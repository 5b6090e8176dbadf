import { defaultLanguage, isLanguage, type Language } from './languages'

/** The language an address belongs to: its prefix, or Czech for unprefixed addresses. */
export function languageFromPath(pathname: string): { language: Language; originalPath: string } {
  const [, first = '', ...rest] = pathname.split('/')
  if (isLanguage(first) && first !== defaultLanguage) {
    return { language: first, originalPath: `/${rest.join('/')}` }
  }
  return { language: defaultLanguage, originalPath: pathname || '/' }
}
