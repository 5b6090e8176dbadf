/**
 * @jest-environment jsdom
 */
import { FEEDS } from '../feeds'
import { feedXml } from '../write-feeds'
import { HEUREKA } from '../testing/element-lists'
import { feedCatalogue, SITE_URL, TRICKY_NAME } from '../testing/feed-catalogue'
import { ABSOLUTE_URL, againstList, childrenOf, parseFeed, textOf } from '../testing/parse-feed'

const feed = (path: string) => FEEDS.find((candidate) => candidate.path === path)!
const items = (xml: string) => [...parseFeed(xml).querySelectorAll('SHOP > SHOPITEM')]

describe.each([
  {
    path: '/feeds/heureka-cz.xml',
    photo: '12.00',
    canvas: '999.00',
    deliveries: ['ZASILKOVNA', 'PPL'],
  },
  { path: '/feeds/heureka-sk.xml', photo: '0.50', canvas: '42.00', deliveries: ['ZASILKOVNA'] },
])('$path', ({ path, photo, canvas, deliveries: codes }) => {
  const xml = feedXml(feed(path), feedCatalogue(), SITE_URL)

  it('has every item hold to Heureka’s element list, with well-formed values', () => {
    const shopItems = items(xml)
    expect(shopItems).toHaveLength(3)
    for (const item of shopItems) {
      expect(againstList(item, HEUREKA)).toEqual({ missing: [], unknown: [] })
      expect(textOf(item, 'ITEM_ID')).toMatch(/^[A-Za-z0-9_-]{1,36}$/)
      expect(textOf(item, 'PRICE_VAT')).toMatch(/^\d+(\.\d{1,2})?$/)
      expect(textOf(item, 'URL')).toMatch(ABSOLUTE_URL)
      expect(textOf(item, 'IMGURL')).toMatch(ABSOLUTE_URL)
      expect(textOf(item, 'DELIVERY_DATE')).toMatch(/^\d+$/)
      for (const child of childrenOf(item).filter(({ name }) => name === 'DELIVERY')) {
        expect(textOf(child.node, 'DELIVERY_ID')).toMatch(/^[A-Z0-9_]+$/)
        expect(textOf(child.node, 'DELIVERY_PRICE')).toMatch(/^\d+(\.\d{1,2})?$/)
      }
    }
  })

  it('offers each picture in the layouts it prints well in, from their cheapest print', () => {
    const byId = Object.fromEntries(items(xml).map((item) => [textOf(item, 'ITEM_ID'), item]))
    // Picture 8 (800 × 600 px) prints no canvas size acceptably: no item 8-3.
    expect(Object.keys(byId)).toEqual(['7-1', '7-3', '8-1'])
    expect(textOf(byId['7-1']!, 'PRICE_VAT')).toBe(photo)
    expect(textOf(byId['7-3']!, 'PRICE_VAT')).toBe(canvas)
    expect(textOf(byId['7-1']!, 'ITEMGROUP_ID')).toBe('7')
    expect(textOf(byId['7-3']!, 'DELIVERY_DATE')).toBe('4')
    // Collection at the studio has no Heureka code; each shop lists its own country's carriers.
    const deliveries = childrenOf(byId['7-1']!).filter(({ name }) => name === 'DELIVERY')
    expect(deliveries.map(({ node }) => textOf(node, 'DELIVERY_ID'))).toEqual(codes)
  })

  it('escapes the texts: a name with & < > " and \' reads back unchanged', () => {
    const [first] = items(xml)
    expect(textOf(first!, 'PRODUCTNAME')).toContain(TRICKY_NAME)
    expect(xml).not.toContain(TRICKY_NAME)
  })
})

it('links each shop to its own pages and prices: Czech without a prefix, Slovak under /sk', () => {
  const [cz] = items(feedXml(feed('/feeds/heureka-cz.xml'), feedCatalogue(), SITE_URL))
  const [sk] = items(feedXml(feed('/feeds/heureka-sk.xml'), feedCatalogue(), SITE_URL))
  expect(textOf(cz!, 'URL')).toBe(`${SITE_URL}/produkt/7`)
  expect(textOf(sk!, 'URL')).toBe(`${SITE_URL}/sk/produkt/7`)
  expect(textOf(cz!, 'CATEGORYTEXT')).toBe('Příroda | Voda a moře')
  expect(textOf(sk!, 'CATEGORYTEXT')).toBe('Nature sk | Water sk')
})
