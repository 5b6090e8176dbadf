import type { Feed } from './feeds'
import type { Offer } from './offers'
import { amount, element, writtenOnce } from './xml'

export const GOOGLE_NAMESPACE = 'http://base.google.com/ns/1.0'

/** Google writes countries by ISO 3166-1; the EU writes Greece as EL. */
const isoCountry = (country: string) => (country === 'EL' ? 'GR' : country)

/**
 * A Google Merchant Center product feed: RSS 2.0 with the g: namespace (the attributes and their
 * source: docs/feeds.md). One per language, prices in its currency. Handling time is the layout's
 * production, transit each method's, both in working days as the checkout counts them.
 */
export function* googleXml(
  offers: readonly Offer[],
  feed: Feed,
  channel: { title: string; link: string },
): Generator<string> {
  const price = (minor: number) => `${amount(minor)} ${feed.currency}`
  const shippingOf = writtenOnce((deliveries: Offer['deliveries']) =>
    deliveries
      .flatMap(({ method, countries }) =>
        method.kind === 'personal_collection'
          ? []
          : countries.map((country) =>
              [
                '      <g:shipping>',
                `        ${element('g:country', isoCountry(country))}`,
                `        ${element('g:service', method.name)}`,
                `        ${element('g:price', price(method.price))}`,
                `        ${element('g:min_transit_time', method.transitDays)}`,
                `        ${element('g:max_transit_time', method.transitDays)}`,
                '      </g:shipping>',
              ].join('\n'),
            ),
      )
      .join('\n'),
  )
  yield `${[
    '<?xml version="1.0" encoding="utf-8"?>',
    `<rss version="2.0" xmlns:g="${GOOGLE_NAMESPACE}">`,
    '  <channel>',
    `    ${element('title', channel.title)}`,
    `    ${element('link', channel.link)}`,
    `    ${element('description', `${channel.title} (${feed.language})`)}`,
  ].join('\n')}\n`
  for (const offer of offers) {
    const shipping = shippingOf(offer.deliveries)
    yield `${[
      '    <item>',
      `      ${element('g:id', offer.id)}`,
      `      ${element('g:item_group_id', offer.groupId)}`,
      `      ${element('g:title', offer.title)}`,
      `      ${element('g:description', offer.description)}`,
      `      ${element('g:link', offer.link)}`,
      `      ${element('g:image_link', offer.imageLink)}`,
      `      ${element('g:availability', 'in_stock')}`,
      `      ${element('g:price', price(offer.price))}`,
      `      ${element('g:condition', 'new')}`,
      `      ${element('g:identifier_exists', 'no')}`,
      `      ${element('g:material', offer.layoutName)}`,
      `      ${element('g:product_type', offer.categoryPath.join(' > '))}`,
      `      ${element('g:min_handling_time', offer.productionDays)}`,
      `      ${element('g:max_handling_time', offer.productionDays)}`,
      ...(shipping ? [shipping] : []),
      '    </item>',
    ].join('\n')}\n`
  }
  yield '  </channel>\n</rss>\n'
}
