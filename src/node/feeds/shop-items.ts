import { carrierCode } from './carriers'
import type { Offer } from './offers'
import { amount, element, writtenOnce } from './xml'

export const ZBOZI_NAMESPACE = 'http://www.zbozi.cz/ns/offer/1.0'

/**
 * The `SHOP` > `SHOPITEM` feed both Czech comparison sites read (the element lists and their
 * sources: docs/feeds.md), in the shop's currency of the feed's country:
 * - Heureka (heureka.cz, heureka.sk): no namespace, the name again as `PRODUCT`;
 * - Zboží.cz: its namespace, no `PRODUCT`.
 * `DELIVERY_DATE` is the days until dispatch; `DELIVERY` each method the site has a code for. In
 * pieces, an item at a time: a feed of 10,000 pictures is tens of MB, written as it is made.
 */
export function* shopItemsXml(
  offers: readonly Offer[],
  site: 'heureka' | 'zbozi',
): Generator<string> {
  const deliveriesOf = writtenOnce((deliveries: Offer['deliveries']) =>
    deliveries
      .flatMap(({ method }) => {
        const code = carrierCode(method, site)
        return code
          ? [
              `    <DELIVERY>${element('DELIVERY_ID', code)}${element('DELIVERY_PRICE', amount(method.price))}</DELIVERY>`,
            ]
          : []
      })
      .join('\n'),
  )
  const shop = site === 'zbozi' ? `<SHOP xmlns="${ZBOZI_NAMESPACE}">` : '<SHOP>'
  yield `<?xml version="1.0" encoding="utf-8"?>\n${shop}\n`
  for (const offer of offers) {
    const deliveries = deliveriesOf(offer.deliveries)
    yield `${[
      '  <SHOPITEM>',
      `    ${element('ITEM_ID', offer.id)}`,
      `    ${element('PRODUCTNAME', offer.title)}`,
      ...(site === 'heureka' ? [`    ${element('PRODUCT', offer.title)}`] : []),
      `    ${element('DESCRIPTION', offer.description)}`,
      `    ${element('URL', offer.link)}`,
      `    ${element('IMGURL', offer.imageLink)}`,
      `    ${element('PRICE_VAT', amount(offer.price))}`,
      `    ${element('CATEGORYTEXT', offer.categoryPath.join(' | '))}`,
      `    ${element('DELIVERY_DATE', offer.productionDays)}`,
      ...(deliveries ? [deliveries] : []),
      `    ${element('ITEMGROUP_ID', offer.groupId)}`,
      '  </SHOPITEM>',
    ].join('\n')}\n`
  }
  yield '</SHOP>\n'
}
