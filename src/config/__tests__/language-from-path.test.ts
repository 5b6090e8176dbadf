/** @jest-environment jsdom */
import { currentOriginalPath, languageFromPath } from '../language-from-path'

afterEach(() => window.history.pushState({}, '', '/'))

describe('languageFromPath', () => {
  it('reads the prefix of the other languages and takes an unprefixed address as Czech', () => {
    expect(languageFromPath('/de/kontakt')).toEqual({ language: 'de', originalPath: '/kontakt' })
    expect(languageFromPath('/kontakt')).toEqual({ language: 'cs', originalPath: '/kontakt' })
  })
})

describe('currentOriginalPath', () => {
  it('is the page path of a page built for its address', () => {
    window.history.pushState({}, '', '/en/kontakt')
    expect(currentOriginalPath('/kontakt')).toBe('/kontakt')
  })

  it("reads a client-only route's real path from the address, in any language", () => {
    window.history.pushState({}, '', '/en/profil/moje-objednavky/42')
    expect(currentOriginalPath('/profil/moje-objednavky/[id]')).toBe('/profil/moje-objednavky/42')
    window.history.pushState({}, '', '/profil/adresa/edit/7')
    expect(currentOriginalPath('/profil/adresa/edit/[id]')).toBe('/profil/adresa/edit/7')
  })

  it('reads the address the 404 page answered: a product added since the build keeps its path', () => {
    window.history.pushState({}, '', '/produkt/78')
    expect(currentOriginalPath('/404/')).toBe('/produkt/78')
    window.history.pushState({}, '', '/en/neco-jineho')
    expect(currentOriginalPath('/404')).toBe('/neco-jineho')
  })
})
