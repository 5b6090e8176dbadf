/**
 * @jest-environment jsdom
 */
import { FEEDS } from '../feeds'
import { feedXml } from '../write-feeds'
import { ZBOZI_NAMESPACE } from '../shop-items'
import { ZBOZI } from '../testing/element-lists'
import { feedCatalogue, SITE_URL, TRICKY_NAME } from '../testing/feed-catalogue'
import { ABSOLUTE_URL, againstList, childrenOf, parseFeed, textOf } from '../testing/parse-feed'

const zbozi = FEEDS.find((feed) => feed.format === 'zbozi')!
const xml = feedXml(zbozi, feedCatalogue(), SITE_URL)
const document = parseFeed(xml)
const items = [...document.getElementsByTagNameNS(ZBOZI_NAMESPACE, 'SHOPITEM')]

it('is the Czech shop in CZK, in Zboží.cz’s namespace', () => {
  expect(zbozi).toMatchObject({ path: '/feeds/zbozi.xml', language: 'cs', currency: 'CZK' })
  expect(document.documentElement.tagName).toBe('SHOP')
  expect(document.documentElement.namespaceURI).toBe(ZBOZI_NAMESPACE)
})

it('has every item hold to Zboží.cz’s element list, with well-formed values', () => {
  expect(items).toHaveLength(3)
  for (const item of items) {
    expect(item.namespaceURI).toBe(ZBOZI_NAMESPACE)
    expect(againstList(item, ZBOZI)).toEqual({ missing: [], unknown: [] })
    expect(textOf(item, 'ITEM_ID')).toMatch(/^[A-Za-z0-9_-]{1,100}$/)
    expect(textOf(item, 'PRICE_VAT')).toMatch(/^\d+(\.\d{1,2})?$/)
    expect(textOf(item, 'URL')).toMatch(ABSOLUTE_URL)
    expect(textOf(item, 'IMGURL')).toMatch(ABSOLUTE_URL)
  }
})

it('offers the picture in the layouts it prints well in, with the Czech delivery methods', () => {
  expect(items.map((item) => textOf(item, 'ITEM_ID'))).toEqual(['7-1', '7-3', '8-1'])
  expect(textOf(items[0]!, 'PRICE_VAT')).toBe('12.00')
  expect(textOf(items[0]!, 'DELIVERY_DATE')).toBe('2')
  const deliveries = childrenOf(items[0]!).filter(({ name }) => name === 'DELIVERY')
  expect(
    deliveries.map(({ node }) => [textOf(node, 'DELIVERY_ID'), textOf(node, 'DELIVERY_PRICE')]),
  ).toEqual([
    ['ZASILKOVNA', '79.00'],
    ['PPL', '129.00'],
    ['VLASTNI_VYDEJNI_MISTA', '0.00'],
  ])
})

it('escapes a name with & < > " and \'', () => {
  expect(textOf(items[0]!, 'PRODUCTNAME')).toBe(`${TRICKY_NAME} – Fotografie`)
})
