import { test, expect } from './fixtures/test'

/**
 * The product feeds the build wrote, as Heureka, Zboží.cz and Merchant Center fetch them: each is
 * well-formed XML, and a picture's cheapest item costs what its page says "from".
 */
const FEEDS = [
  {
    path: '/feeds/heureka-cz.xml',
    item: 'SHOPITEM',
    id: 'ITEM_ID',
    link: 'URL',
    price: 'PRICE_VAT',
  },
  {
    path: '/feeds/heureka-sk.xml',
    item: 'SHOPITEM',
    id: 'ITEM_ID',
    link: 'URL',
    price: 'PRICE_VAT',
  },
  { path: '/feeds/zbozi.xml', item: 'SHOPITEM', id: 'ITEM_ID', link: 'URL', price: 'PRICE_VAT' },
  ...['cs', 'sk', 'de', 'en'].map((language) => ({
    path: `/feeds/google-${language}.xml`,
    item: 'item',
    id: 'g:id',
    link: 'g:link',
    price: 'g:price',
  })),
]

const CRAWLER = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'

/** "Od 1 290 Kč", "Ab 3,20 €", "From €3.20": the amount, as a number. */
function amountOf(text: string): number {
  const digits = text.replace(/[^\d,.]/g, '').replace(/[.,](?=\d{3}\b)/g, '')
  return Number(digits.replace(',', '.'))
}

test('every feed is served and its picture costs what the page says', async ({ page, request }) => {
  await page.goto('about:blank')
  for (const feed of FEEDS) {
    const answer = await request.get(feed.path)
    expect(answer.status(), feed.path).toBe(200)
    expect(answer.headers()['content-type']).toBe('application/xml; charset=utf-8')
    // The browser's XML parser: a malformed feed has no items, only a parsererror.
    const items = await page.evaluate(
      ({ xml, feed }) => {
        const document = new DOMParser().parseFromString(xml, 'application/xml')
        if (document.querySelector('parsererror')) return null
        const text = (item: Element, name: string) =>
          [...item.children].find((child) => child.tagName === name)?.textContent ?? ''
        return [...document.getElementsByTagName(feed.item)].map((item) => ({
          id: text(item, feed.id),
          link: text(item, feed.link),
          price: text(item, feed.price),
        }))
      },
      { xml: await answer.text(), feed },
    )
    expect(items, feed.path).not.toBeNull()
    expect(items!.length, feed.path).toBeGreaterThan(0)
    // The first picture's items (one per layout it prints well in) and the cheapest of them.
    const first = items!.filter((item) => item.link === items![0]!.link)
    const cheapest = Math.min(...first.map((item) => parseFloat(item.price)))
    // As the sites' robots ask: a crawler is never sent to another language (visitor-language).
    const pageAnswer = await request.get(new URL(items![0]!.link).pathname, {
      headers: { 'User-Agent': CRAWLER },
      maxRedirects: 0,
    })
    expect(pageAnswer.status(), items![0]!.link).toBe(200)
    const shown = /data-testid="product-price"[^>]*>([^<]*)</.exec(await pageAnswer.text())?.[1]
    expect(amountOf(shown ?? ''), `${feed.path}: ${shown}`).toBe(cheapest)
  }
})
