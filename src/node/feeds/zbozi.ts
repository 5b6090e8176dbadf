import { carrierCode } from './carriers'
import type { Offer } from './offers'
import { amount, element, writtenOnce } from './xml'

export const ZBOZI_NAMESPACE = 'http://www.zbozi.cz/ns/offer/1.0'

/**
 * Zboží.cz's offer feed (Czech shop, CZK; the element list and its source: docs/feeds.md).
 * DELIVERY_DATE is the days until the offer can be sent.
 */
export function zboziXml(offers: readonly Offer[]): string {
  const deliveriesOf = writtenOnce((deliveries: Offer['deliveries']) =>
    deliveries
      .flatMap(({ method }) => {
        const code = carrierCode(method, 'zbozi')
        return code
          ? [
              `    <DELIVERY>${element('DELIVERY_ID', code)}${element('DELIVERY_PRICE', amount(method.price))}</DELIVERY>`,
            ]
          : []
      })
      .join('\n'),
  )
  const items = offers.map((offer) => {
    const deliveries = deliveriesOf(offer.deliveries)
    return [
      '  <SHOPITEM>',
      `    ${element('ITEM_ID', offer.id)}`,
      `    ${element('PRODUCTNAME', offer.title)}`,
      `    ${element('DESCRIPTION', offer.description)}`,
      `    ${element('URL', offer.link)}`,
      `    ${element('IMGURL', offer.imageLink)}`,
      `    ${element('PRICE_VAT', amount(offer.price))}`,
      `    ${element('CATEGORYTEXT', offer.categoryPath.join(' | '))}`,
      `    ${element('DELIVERY_DATE', offer.productionDays)}`,
      ...(deliveries ? [deliveries] : []),
      `    ${element('ITEMGROUP_ID', offer.groupId)}`,
      '  </SHOPITEM>',
    ].join('\n')
  })
  return `<?xml version="1.0" encoding="utf-8"?>\n<SHOP xmlns="${ZBOZI_NAMESPACE}">\n${items.join('\n')}\n</SHOP>\n`
}
