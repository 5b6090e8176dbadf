/** @jest-environment jsdom */
import {
  LANGUAGE_STORAGE_KEY,
  isCrawler,
  languageFromBrowser,
  ownerIdFor,
  readStoredLanguage,
  redirectTarget,
  storeLanguage,
} from '../language-choice'

describe('languageFromBrowser', () => {
  it('takes the first language the shop speaks', () => {
    expect(languageFromBrowser(['pl-PL', 'sk', 'cs'])).toBe('sk')
    expect(languageFromBrowser(['de-CH', 'en'])).toBe('de')
    expect(languageFromBrowser(['fr', 'it'])).toBe('en')
    expect(languageFromBrowser([])).toBe('en')
  })
})

describe('isCrawler', () => {
  it('recognises search engines and audit tools', () => {
    expect(
      isCrawler('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'),
    ).toBe(true)
    expect(
      isCrawler(
        'Mozilla/5.0 (compatible; SeznamBot/4.0; +https://o-seznam.cz/napoveda/vyhledavani/en/seznambot-crawler/)',
      ),
    ).toBe(true)
    expect(
      isCrawler(
        'Mozilla/5.0 (Linux; Android 11) Chrome/120.0 Mobile Safari/537.36 Chrome-Lighthouse',
      ),
    ).toBe(true)
  })

  it('lets ordinary browsers through', () => {
    expect(
      isCrawler(
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36',
      ),
    ).toBe(false)
    expect(
      isCrawler(
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Version/17.0 Mobile/15E148 Safari/604.1',
      ),
    ).toBe(false)
  })
})

describe('stored language', () => {
  it('round-trips through storage', () => {
    storeLanguage(localStorage, { language: 'de', source: 'choice' })
    expect(readStoredLanguage(localStorage)).toEqual({ language: 'de', source: 'choice' })
  })

  it('keeps the language in the cookie the servers read too', () => {
    storeLanguage(localStorage, { language: 'sk', source: 'choice' })
    expect(document.cookie).toContain('lang=sk')
    localStorage.removeItem(LANGUAGE_STORAGE_KEY)
    // What the server in front remembered with its redirect, when local storage holds nothing.
    expect(readStoredLanguage(localStorage)).toEqual({ language: 'sk', source: 'detected' })
    document.cookie = 'lang=; Path=/; Max-Age=0'
    expect(readStoredLanguage(localStorage)).toBeNull()
  })

  it('ignores corrupt or foreign entries', () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, '{oops')
    expect(readStoredLanguage(localStorage)).toBeNull()
    localStorage.setItem(LANGUAGE_STORAGE_KEY, JSON.stringify({ language: 'fr', source: 'choice' }))
    expect(readStoredLanguage(localStorage)).toBeNull()
    localStorage.removeItem(LANGUAGE_STORAGE_KEY)
    expect(readStoredLanguage(localStorage)).toBeNull()
  })
})

describe('redirectTarget', () => {
  it('sends a remembered non-Czech visitor away from the unprefixed Czech address', () => {
    expect(redirectTarget('cs', { language: 'en', source: 'detected' })).toBe('en')
    expect(redirectTarget('cs', { language: 'sk', source: 'choice' })).toBe('sk')
  })

  it('never moves a visitor who is already where they belong or on a prefixed address', () => {
    expect(redirectTarget('cs', { language: 'cs', source: 'detected' })).toBeNull()
    expect(redirectTarget('de', { language: 'en', source: 'detected' })).toBeNull()
    expect(redirectTarget('en', { language: 'cs', source: 'choice' })).toBeNull()
    expect(redirectTarget('cs', null)).toBeNull()
  })
})

describe('ownerIdFor', () => {
  it('is 1 for Czech and 5 otherwise', () => {
    expect(ownerIdFor('cs')).toBe(1)
    expect(['sk', 'de', 'en'].map((l) => ownerIdFor(l as 'sk'))).toEqual([5, 5, 5])
  })
})
