import { createTranslator, shopValues } from '../shop-translator'
import type { TFunction } from '../translator'
import { demoShopFacts } from '../../../testing/shop-facts'

const edge = (language: string | null, ns: string | null, texts: object | null) => ({
  node: { language, ns, data: texts && JSON.stringify(texts) },
})

describe('createTranslator', () => {
  it("reads the texts of the page's language, its first text group the default", () => {
    const t = createTranslator(
      {
        edges: [
          edge('en', 'common', { cart: 'Basket' }),
          edge('cs', 'common', { cart: 'Košík' }),
          edge('cs', 'detail', { title: 'Detail' }),
        ],
      },
      'cs',
    )
    expect(t('cart')).toBe('Košík')
    expect(t('detail:title')).toBe('Detail')
  })

  it('skips a locale node without its text group or texts', () => {
    const t = createTranslator(
      {
        edges: [
          edge('cs', null, { cart: 'Bez skupiny' }),
          edge('cs', 'detail', null),
          edge('cs', 'common', { cart: 'Košík' }),
          edge('cs', 'detail', { title: 'Detail' }),
        ],
      },
      'cs',
    )
    expect(t('cart')).toBe('Košík')
    expect(t('detail:title')).toBe('Detail')
  })

  it('answers the key without its group when the page queried no texts', () => {
    expect(createTranslator(undefined, 'en')('common:cart')).toBe('cart')
  })
})

describe('shopValues', () => {
  const t = ((key: string) => key) as unknown as TFunction
  it('states the pixels an own photo needs for a good A3 print, at the shop’s own threshold', () => {
    // 42 cm at 200 DPI: 3 307.1 pixels, so 3 308; a shop that asks 300 DPI needs 4 961.
    expect(shopValues(t, demoShopFacts, 'cs').a3GoodPixels).toBe('3\u00a0308')
    const strict = { ...demoShopFacts, printQuality: { goodDpi: 300, acceptableDpi: 150 } }
    expect(shopValues(t, strict, 'en').a3GoodPixels).toBe('4\u00a0961')
  })
})
