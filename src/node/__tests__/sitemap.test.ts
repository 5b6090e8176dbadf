import { indexablePaths, isIndexable, robotsTxt, sitemapXml } from '../sitemap'

describe('isIndexable', () => {
  it('keeps private, development and error routes out', () => {
    expect(isIndexable('/kontakt')).toBe(true)
    expect(isIndexable('/')).toBe(true)
    for (const path of [
      '/kosik',
      '/kosik/dodaci-udaje',
      '/profil',
      '/oblibene-produkty',
      '/components',
      '/obnova-hesla',
      '/404',
      '/404.html',
    ]) {
      expect(isIndexable(path)).toBe(false)
    }
  })
})

describe('sitemapXml', () => {
  const xml = sitemapXml('https://shop.test', ['/', '/o-nas'])

  it('has one entry per page and language', () => {
    expect(xml.match(/<url>/g)).toHaveLength(8)
    expect(xml).toContain('<loc>https://shop.test/</loc>')
    expect(xml).toContain('<loc>https://shop.test/de/o-nas</loc>')
  })

  it('lists the hreflang alternates of each entry', () => {
    const entry = xml.split('<url>')[2] ?? ''
    expect(entry).toContain('hreflang="cs" href="https://shop.test/"')
    expect(entry).toContain('hreflang="x-default" href="https://shop.test/en"')
  })

  it('escapes XML in addresses', () => {
    expect(sitemapXml('https://shop.test', ['/a&b'])).toContain('https://shop.test/a&amp;b')
  })
})

describe('robotsTxt', () => {
  it('disallows private routes in every language and points to the sitemap', () => {
    const robots = robotsTxt('https://shop.test')
    expect(robots).toContain('Disallow: /kosik\n')
    expect(robots).toContain('Disallow: /en/profil\n')
    expect(robots).toContain('Sitemap: https://shop.test/sitemap.xml')
    // The product feeds: open to robots, their folder named in a comment (robots.txt has no field for feeds).
    expect(robots).toContain('Allow: /feeds/\n')
    expect(robots).toMatch(/^# Product feeds .*https:\/\/shop\.test\/feeds\/$/m)
  })
})

describe('indexablePaths', () => {
  const page = (originalPath?: string) => ({
    context: originalPath ? { i18n: { originalPath } } : {},
  })

  it('lists each page once without its language prefix, sorted, private routes left out', () => {
    expect(
      indexablePaths([
        page('/o-nas'),
        page('/o-nas'),
        page('/'),
        page('/kosik'),
        page('/profil/moje-objednavky/[id]'),
        page('/404'),
        page(undefined),
        page('/kategorie/priroda'),
      ]),
    ).toEqual(['/', '/kategorie/priroda', '/o-nas'])
  })
})
