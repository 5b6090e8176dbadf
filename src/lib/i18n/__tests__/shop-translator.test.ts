import { createTranslator } from '../shop-translator'

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
