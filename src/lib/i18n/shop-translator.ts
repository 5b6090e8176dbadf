import { pageTranslator, type LocaleNode, type TFunction } from './translator'
import type { Language } from '../../config/languages'
import { printedIban } from '@print-shop/shop-domain/bank-accounts'
import { pixelsFor } from '@print-shop/shop-domain/print-pixels'
import type { ShopFacts } from '../shop-facts'
import { currencyFor, formatNumber, formatPrice, type Currency } from '../format'

const A3_LONG_SIDE_MM = 420

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

/**
 * Values of the shop's own facts that locale texts refer to as {{placeholders}}. The bank account is
 * the one of the page's currency (CZK for Czech, EUR otherwise): a euro transfer to the crown account
 * would be converted and not match the order.
 */
export function shopValues(t: TFunction, shop: ShopFacts, language: string) {
  const account = currencyFor(language) === 'CZK' ? shop.bankAccounts.czk : shop.bankAccounts.eur
  const days = (span: ShopFacts['productionDays']) => span ?? { min: 0, max: 0 }
  // Whole amounts in running text: "1 500 Kč", "60 €".
  const threshold = (minor: number | null, currency: Currency) =>
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
    // The Czech account number; the euro account is named by its IBAN alone.
    bankAccount: account.account ?? '',
    iban: printedIban(account.iban),
    bic: account.bic,
    accountHolder: account.holder,
    dueDays: shop.paymentDueDays,
    // A sentence of its own ("… file no. C 398765."), and the same as a clause inside one.
    registry: shop.registry ? t('common:shop.registry', { court: shop.registry }) : '',
    registryEntry: shop.registry ? t('common:shop.registryEntry', { court: shop.registry }) : '',
    managingDirectors: shop.managingDirectors,
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
    // What an own photo needs for a good A3 print (its long side, 42 cm): "3 308".
    a3GoodPixels: formatNumber(pixelsFor(A3_LONG_SIDE_MM, shop.printQuality.goodDpi), 0),
    uploadMaxMegabytes: shop.ownPhotos.maxMegabytes,
    uploadKeepDays: shop.ownPhotos.keepDays,
  }
}
