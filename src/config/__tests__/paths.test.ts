import { languageFromPath } from '../language-from-path'
import { isPrivatePath, localizePath, paths } from '../paths'

describe('localizePath', () => {
  it('adds the prefix of every language but Czech', () => {
    expect(localizePath(paths.contact, 'cs')).toBe('/kontakt')
    expect(localizePath(paths.contact, 'sk')).toBe('/sk/kontakt')
    expect(localizePath(paths.home, 'en')).toBe('/en')
    expect(localizePath(paths.productPage(42), 'de')).toBe('/de/produkt/42')
  })
})

describe('languageFromPath', () => {
  it('reads the language prefix and the Czech path behind it', () => {
    expect(languageFromPath('/en/neco')).toEqual({ language: 'en', originalPath: '/neco' })
    expect(languageFromPath('/de')).toEqual({ language: 'de', originalPath: '/' })
    expect(languageFromPath('/kontakt')).toEqual({ language: 'cs', originalPath: '/kontakt' })
    expect(languageFromPath('/cs/kontakt')).toEqual({ language: 'cs', originalPath: '/cs/kontakt' })
    expect(languageFromPath('/english')).toEqual({ language: 'cs', originalPath: '/english' })
  })
})

describe('isPrivatePath', () => {
  it('covers the basket, checkout, profile and favourites', () => {
    expect(isPrivatePath(paths.checkoutDelivery)).toBe(true)
    expect(isPrivatePath(paths.profileAddressEdit(3))).toBe(true)
    expect(isPrivatePath(paths.favourites)).toBe(true)
    expect(isPrivatePath(paths.contact)).toBe(false)
  })
})
