import { pageTranslator, type LocaleNode, type TFunction } from './translator'
import type { Language } from '../../config/languages'
import { shop } from '../../config/shop'
import { formatPrice } from '../format'

/** The `allLocale` edges that every page queries (fragment LocaleEdges, in seo.tsx). */
export type LocaleEdges = Queries.LocaleEdgesFragment

/**
 * A translator for code that runs outside the page's translator: Gatsby renders `Head` apart from the
 * page element, so the page's own query data is turned into translations here (the same cached
 * translator the page gets).
 */
export function createTranslator(locales: LocaleEdges | undefined, language: Language): TFunction {
  const nodes = (locales?.edges ?? [])
    .map(({ node }) => node)
    // Nullable in the Locale schema, though gatsby-plugin-react-i18next sets all three.
    .filter(
      (node): node is LocaleNode =>
        node.language === language && node.ns !== null && node.data !== null,
    )
  return pageTranslator(nodes, language, language).t
}

/** Values of the shop's own details that locale texts refer to as {{placeholders}}. */
export function shopValues(t: TFunction) {
  return {
    shopName: shop.shopName,
    companyName: shop.companyName,
    companyId: shop.companyId,
    vatId: shop.vatId,
    address: shop.address,
    phone: shop.phone,
    email: shop.email,
    website: shop.website,
    bankAccount: shop.bankAccount,
    iban: shop.iban,
    registry: t('common:shop.registry', { court: shop.registryCourt }),
    // Whole amounts in running text: "1 500 Kč", "60 €".
    freeShippingCzk: formatPrice(shop.freeShipping.CZK / 100, 'CZK', 0),
    freeShippingEur: formatPrice(shop.freeShipping.EUR / 100, 'EUR', 0),
  }
}
