import fs from 'node:fs'
import path from 'node:path'
import type { TFunction } from '../i18n/translator'
import { languages } from '../../config/languages'
import { shopValues } from '../i18n/shop-translator'
import { demoShopFacts } from '../../testing/shop-facts'

const root = path.join(__dirname, '..', '..', '..', 'locales')

function flatten(value: unknown, prefix = ''): string[] {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    return Object.entries(value).flatMap(([key, child]) => flatten(child, `${prefix}${key}.`))
  }
  return [prefix.slice(0, -1)]
}

/** Placeholders the code fills in every text: the shop's facts. */
const shopPlaceholders = Object.keys(
  shopValues(((key: string) => key) as unknown as TFunction, demoShopFacts, 'cs'),
)

const groups = fs.readdirSync(path.join(root, 'cs')).map((file) => file.replace(/\.json$/, ''))
const read = (language: string, group: string): unknown =>
  JSON.parse(fs.readFileSync(path.join(root, language, `${group}.json`), 'utf8'))

describe('locales', () => {
  it('has every text group the spec names, in every language', () => {
    const spec = [
      'about',
      'cart',
      'category',
      'common',
      'contact',
      'delivery',
      'detail',
      'faq',
      'favourites',
      'gdpr',
      'homepage',
      'payment-methods',
      'popular-products',
      'profile',
      'search',
      'subcategory',
      'tech-n-conditions',
      'terms-n-conditions',
    ]
    for (const language of languages) {
      const present = fs
        .readdirSync(path.join(root, language))
        .map((file) => file.replace(/\.json$/, ''))
      expect(present).toEqual(expect.arrayContaining(spec))
    }
    expect(groups).toContain('seo')
  })

  it.each(groups.filter((group) => group !== 'seo'))(
    '%s has the same keys everywhere and only placeholders the code fills',
    (group) => {
      const czech = read('cs', group)
      const keys = flatten(czech).sort()
      const placeholders = (text: string) => (text.match(/\{\{\w+\}\}/g) ?? []).sort()
      for (const language of languages) {
        const other = read(language, group)
        expect(flatten(other).sort()).toEqual(keys)
        for (const key of keys) {
          const pick = (data: unknown) =>
            key
              .split('.')
              .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], data)
          const value = pick(other)
          expect(typeof value === 'string' && value.trim().length > 0).toBe(true)
          const allowed = [
            ...shopPlaceholders,
            ...placeholders(pick(czech) as string).map((p) => p.slice(2, -2)),
          ]
          for (const name of placeholders(value as string).map((p) => p.slice(2, -2))) {
            expect(allowed).toContain(name)
          }
        }
      }
    },
  )
})
