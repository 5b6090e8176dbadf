import { pageTranslator, type LocaleNode, type TFunction } from './translator'
import type { Language } from '../../config/languages'
import { printedIban } from '@print-shop/shop-domain/bank-accounts'
import type { ShopFacts } from '../shop-facts'
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

/** Values of the shop's own facts that locale texts refer to as {{placeholders}}. */
export function shopValues(t: TFunction, shop: ShopFacts) {
  const days = (span: ShopFacts['productionDays']) => span ?? { min: 0, max: 0 }
  // Whole amounts in running text: "1 500 Kč", "60 €".
  const threshold = (minor: number | null, currency: 'CZK' | 'EUR') =>
    minor === null ? '' : formatPrice(minor / 100, currency, 0)
  return {
    shopName: shop.name,
    companyName: shop.companyName,
    companyId: shop.companyId,
    vatId: shop.vatId ?? '',
    address: shop.address,
    phone: shop.phone,
    email: shop.email,
    website: shop.website,
    bankAccount: shop.bankAccounts.czk.account ?? '',
    iban: printedIban(shop.bankAccounts.czk.iban),
    ibanEur: printedIban(shop.bankAccounts.eur.iban),
    bic: shop.bankAccounts.czk.bic,
    dueDays: shop.paymentDueDays,
    registry: shop.registry ? t('common:shop.registry', { court: shop.registry }) : '',
    freeShippingCzk: threshold(shop.freeDeliveryFrom.czk, 'CZK'),
    freeShippingEur: threshold(shop.freeDeliveryFrom.eur, 'EUR'),
    vatRate: shop.vatRatePercent,
    productionDaysMin: days(shop.productionDays).min,
    productionDaysMax: days(shop.productionDays).max,
    transitDaysMin: days(shop.transitDays).min,
    transitDaysMax: days(shop.transitDays).max,
    goodDpi: shop.printQuality.goodDpi,
    acceptableDpi: shop.printQuality.acceptableDpi,
    // The top of the acceptable band: "120–199 DPI".
    acceptableDpiTop: shop.printQuality.goodDpi - 1,
  }
}
