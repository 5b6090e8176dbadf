import { makeTranslator, type TFunction } from '../features/language/translator'
import type { Language } from '../config/languages'
import { shop } from '../config/shop'
import { formatPrice } from './format'

/** The shape of `allLocale` edges that every page queries (fragment LocaleEdges). */
export interface LocaleEdges {
  edges: ReadonlyArray<{ node: { ns: string; data: string; language: string } }>
}

/** Translators already made, by language and texts: the build renders thousands of pages with the same few. */
const translators = new Map<string, TFunction>()
const MAX_TRANSLATORS = 64

/**
 * A translator for code that runs outside the page's I18nextProvider: Gatsby renders `Head` apart from
 * the page element, so the page's own query data is turned into translations here.
 */
export function createTranslator(locales: LocaleEdges | undefined, language: Language): TFunction {
  const nodes = (locales?.edges ?? [])
    .map(({ node }) => node)
    .filter((node) => node.language === language)
  const key = [language, ...nodes.flatMap((node) => [node.ns, node.data])].join('\u0000')
  const known = translators.get(key)
  if (known) return known
  const resources: Record<string, unknown> = {}
  for (const node of nodes) resources[node.ns] = JSON.parse(node.data)
  const { t } = makeTranslator({ resources: { [language]: resources }, language })
  if (translators.size >= MAX_TRANSLATORS) translators.delete(translators.keys().next().value!)
  translators.set(key, t)
  return t
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
