import type { CamelCased } from '@print-shop/shop-domain/camel-case'
import type { ShopFactsBody } from '@print-shop/shop-domain/responses/shop'
import { useShopFactsNode } from './shop-facts-query'

/**
 * Who runs the shop and what it promises, as the API's configuration and database state them
 * (GET /shop, read by the build): the contact page, the terms, the FAQ, the footer, the configurator's
 * print-quality verdict, the mails and the QR payments all say the same. Declared once, by the
 * contract (shop-domain/responses/shop.ts); the source plugin camel-cases the answer into the node.
 */
export type ShopFacts = CamelCased<ShopFactsBody>

/** The shop's facts; a build without them (an API without GET /shop) is a broken build. */
export function useShopFacts(): ShopFacts {
  const facts = useShopFactsNode()
  if (!facts) throw new Error('The build read no shop facts (GET /shop): rebuild against the API')
  return facts
}

/** A phone number as a tel: link wants it: no spaces. */
export const telHref = (phone: string) => `tel:${phone.replace(/\s/g, '')}`
