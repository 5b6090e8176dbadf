import fs from 'node:fs'
import path from 'node:path'
import { typeset } from '@print-shop/shop-domain/typography'
import { API_ROOT, type ShopFacts } from '../config.js'
import { DEFAULT_LOCALE, FALLBACK_LOCALE, LOCALES, isLocale, type Locale } from './localized.js'

type Tree = { [key: string]: string | Tree }

const catalogues = new Map<Locale, Tree>(
  LOCALES.map((locale) => [
    locale,
    JSON.parse(
      fs.readFileSync(path.join(API_ROOT, 'locales', locale, 'messages.json'), 'utf8'),
    ) as Tree,
  ]),
)

function lookup(tree: Tree | undefined, key: string): string | undefined {
  let node: string | Tree | undefined = tree
  for (const part of key.split('.')) {
    if (!node || typeof node === 'string') return undefined
    node = node[part]
  }
  return typeof node === 'string' ? node : undefined
}

export type Translate = (key: string, vars?: Record<string, string | number>) => string

/**
 * A message of api/locales in the given language, English when a key is missing there. Texts that
 * name the shop (`{{shopName}}`, `{{shopEmail}}`) take it from the shop's facts.
 */
export function translator(locale: Locale, shop?: Pick<ShopFacts, 'name' | 'email'>): Translate {
  return makeTranslate(locale, shop, false)
}

/**
 * The translator for mails: as `translator`, with Czech and Slovak texts typeset before their
 * values are filled (non-breaking spaces after one-letter words and inside numbers), as the
 * storefront renders its own texts.
 */
export function mailTranslator(
  locale: Locale,
  shop?: Pick<ShopFacts, 'name' | 'email'>,
): Translate {
  return makeTranslate(locale, shop, true)
}

function makeTranslate(
  locale: Locale,
  shop: Pick<ShopFacts, 'name' | 'email'> | undefined,
  typesetTexts: boolean,
): Translate {
  const shopVars: Record<string, string> = shop
    ? { shopName: shop.name, shopEmail: shop.email }
    : {}
  return (key, vars = {}) => {
    const own = lookup(catalogues.get(locale), key)
    const text = own ?? lookup(catalogues.get(FALLBACK_LOCALE), key) ?? key
    const template = typesetTexts
      ? typeset(own === undefined ? FALLBACK_LOCALE : locale, text)
      : text
    return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) =>
      String(vars[name] ?? shopVars[name] ?? match),
    )
  }
}

/**
 * The language of a request from Accept-Language: the first supported tag by quality; Czech when
 * the header is missing (the shop is Czech-first), English when nothing in it is supported.
 */
export function negotiateLocale(header: string | undefined): Locale {
  if (!header?.trim()) return DEFAULT_LOCALE
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';')
      const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='))
      return {
        language: tag.trim().slice(0, 2).toLowerCase(),
        quality: q ? Number(q.slice(2)) || 0 : 1,
        index,
      }
    })
    .filter((entry) => entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
  return ranked.map((entry) => entry.language).find(isLocale) ?? FALLBACK_LOCALE
}
