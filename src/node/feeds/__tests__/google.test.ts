/**
 * @jest-environment jsdom
 */
import { FEEDS } from '../feeds'
import { GOOGLE_NAMESPACE } from '../google'
import { feedXml } from '../write-feeds'
import { GOOGLE, GOOGLE_SHIPPING } from '../testing/element-lists'
import { feedCatalogue, SITE_URL, TRICKY_NAME } from '../testing/feed-catalogue'
import { ABSOLUTE_URL, againstList, childrenOf, parseFeed, textOf } from '../testing/parse-feed'

const google = (language: string) =>
  FEEDS.find((feed) => feed.format === 'google' && feed.language === language)!
const items = (language: string) => {
  const document = parseFeed(feedXml(google(language), feedCatalogue(), SITE_URL))
  expect(document.documentElement.tagName).toBe('rss')
  expect(document.documentElement.getAttribute('version')).toBe('2.0')
  expect(document.documentElement.lookupNamespaceURI('g')).toBe(GOOGLE_NAMESPACE)
  return [...document.querySelectorAll('rss > channel > item')]
}

describe.each([
  { language: 'cs', path: '/feeds/google-cs.xml', price: '12.00 CZK', prefix: '' },
  { language: 'sk', path: '/feeds/google-sk.xml', price: '0.50 EUR', prefix: '/sk' },
  { language: 'de', path: '/feeds/google-de.xml', price: '0.50 EUR', prefix: '/de' },
  { language: 'en', path: '/feeds/google-en.xml', price: '0.50 EUR', prefix: '/en' },
])('google-$language', ({ language, path, price, prefix }) => {
  it('has every item hold to Merchant Center’s attribute list, in the language’s currency', () => {
    expect(google(language).path).toBe(path)
    const all = items(language)
    expect(all.map((item) => textOf(item, 'g:id'))).toEqual(['7-1', '7-3', '8-1'])
    for (const item of all) {
      expect(againstList(item, GOOGLE)).toEqual({ missing: [], unknown: [] })
      expect(textOf(item, 'g:id').length).toBeLessThanOrEqual(50)
      expect(textOf(item, 'g:price')).toMatch(/^\d+\.\d{2} (CZK|EUR)$/)
      expect(textOf(item, 'g:link')).toMatch(ABSOLUTE_URL)
      expect(textOf(item, 'g:image_link')).toMatch(ABSOLUTE_URL)
      expect(textOf(item, 'g:availability')).toBe('in_stock')
      for (const shipping of childrenOf(item).filter(({ name }) => name === 'g:shipping')) {
        const names = childrenOf(shipping.node).map(({ name }) => name)
        expect(names.filter((name) => !GOOGLE_SHIPPING.includes(name))).toEqual([])
        expect(textOf(shipping.node, 'g:country')).toMatch(/^[A-Z]{2}$/)
        expect(textOf(shipping.node, 'g:price')).toMatch(/^\d+\.\d{2} (CZK|EUR)$/)
      }
    }
    expect(textOf(all[0]!, 'g:price')).toBe(price)
    expect(textOf(all[0]!, 'g:link')).toBe(`${SITE_URL}${prefix}/produkt/7`)
    expect(textOf(all[0]!, 'g:item_group_id')).toBe('7')
  })
})

it('ships to the language’s countries only, by the methods that go there', () => {
  const shipping = (language: string) =>
    childrenOf(items(language)[0]!)
      .filter(({ name }) => name === 'g:shipping')
      .map(({ node }) => `${textOf(node, 'g:country')} ${textOf(node, 'g:service')}`)
  // Collection at the studio is no shipping; the Czech methods go to Czechia only.
  expect(shipping('cs')).toEqual(['CZ zasilkovna (cs)', 'CZ ppl (cs)'])
  expect(shipping('sk')).toEqual(['SK packeta-sk (sk)'])
  expect(shipping('de')).toEqual(['DE dpd-eu (de)', 'AT dpd-eu (de)'])
  // English: every other EU country, Greece by its ISO code.
  expect(shipping('en')).toContain('GR dpd-eu (en)')
  expect(shipping('en')).not.toContain('DE dpd-eu (en)')
})

it('states handling (production) and transit in working days', () => {
  const [photo, canvas] = items('cs')
  expect(textOf(photo!, 'g:max_handling_time')).toBe('2')
  expect(textOf(canvas!, 'g:max_handling_time')).toBe('4')
  const [first] = childrenOf(photo!).filter(({ name }) => name === 'g:shipping')
  expect(textOf(first!.node, 'g:max_transit_time')).toBe('2')
})

it('escapes a name with & < > " and \'', () => {
  expect(textOf(items('en')[0]!, 'g:title')).toBe(`${TRICKY_NAME} – Photo en`)
})
