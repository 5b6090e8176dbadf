import { alternates, canonicalUrl, cleanPath, pageTitle, shouldNoindex } from '../seo'

const site = 'https://www.obrazarna.cz'

describe('canonicalUrl', () => {
  it('has no prefix for Czech and the language prefix otherwise', () => {
    expect(canonicalUrl(site, '/kontakt', 'cs')).toBe('https://www.obrazarna.cz/kontakt')
    expect(canonicalUrl(site, '/kontakt', 'en')).toBe('https://www.obrazarna.cz/en/kontakt')
    expect(canonicalUrl(site, '/kontakt', 'sk')).toBe('https://www.obrazarna.cz/sk/kontakt')
  })

  it('drops the query string, hash and trailing slash', () => {
    expect(canonicalUrl(site, '/vyhledavani?search=praha', 'de')).toBe(
      'https://www.obrazarna.cz/de/vyhledavani',
    )
    expect(canonicalUrl(site, '/doprava/#cena', 'cs')).toBe('https://www.obrazarna.cz/doprava')
  })

  it('handles the home page and a trailing slash on the site URL', () => {
    expect(canonicalUrl(`${site}/`, '/', 'cs')).toBe('https://www.obrazarna.cz/')
    expect(canonicalUrl(site, '/', 'en')).toBe('https://www.obrazarna.cz/en')
  })
})

describe('alternates', () => {
  it('lists all four languages and x-default pointing to English', () => {
    expect(alternates(site, '/o-nas')).toEqual([
      { hrefLang: 'cs', href: 'https://www.obrazarna.cz/o-nas' },
      { hrefLang: 'sk', href: 'https://www.obrazarna.cz/sk/o-nas' },
      { hrefLang: 'de', href: 'https://www.obrazarna.cz/de/o-nas' },
      { hrefLang: 'en', href: 'https://www.obrazarna.cz/en/o-nas' },
      { hrefLang: 'x-default', href: 'https://www.obrazarna.cz/en/o-nas' },
    ])
  })
})

describe('shouldNoindex', () => {
  it.each([
    ['/kosik', '', true],
    ['/kosik/doprava-a-platba', '', true],
    ['/profil/moje-objednavky', '', true],
    ['/oblibene-produkty', '', true],
    ['/kontakt', '?utm_source=x', true],
    ['/vyhledavani', '?search=les', true],
    ['/kontakt', '', false],
    ['/kosikar', '', false],
    ['/', '?', false],
  ])('%s%s -> %p', (path, search, expected) => {
    expect(shouldNoindex(path, search)).toBe(expected)
  })
})

describe('pageTitle and cleanPath', () => {
  it('joins page title and site name', () => {
    expect(pageTitle('Kontakt', 'Obrazárna')).toBe('Kontakt | Obrazárna')
    expect(pageTitle('', 'Obrazárna')).toBe('Obrazárna')
  })

  it('normalises paths', () => {
    expect(cleanPath('/a/b/?x=1')).toBe('/a/b')
    expect(cleanPath('')).toBe('/')
  })
})
