/**
 * @jest-environment node
 */
import { keepIfUnchanged, pageKeeper, sameJson, type KeptPage } from '../unchanged-pages'

const product = (context: Record<string, unknown>): KeptPage => ({
  path: '/en/produkt/7',
  component: '/site/src/templates/product.tsx',
  context,
  updatedAt: 1000,
})

const storeOf = (...pages: KeptPage[]) => {
  const state = { pages: new Map(pages.map((page) => [page.path, page])) }
  return { getState: () => state }
}

const context = () => ({
  imageId: '7',
  relatedIds: ['3', '5'],
  language: 'en',
  i18n: { language: 'en', languages: ['cs', 'sk', 'de', 'en'], routed: true, path: 'en/produkt/7' },
})

describe('keepIfUnchanged', () => {
  it('keeps a page made the same way and marks it as seen in this build', () => {
    const store = storeOf(product(context()))
    const page = {
      path: '/en/produkt/7',
      component: '/site/src/templates/product.tsx',
      context: context(),
    }
    expect(keepIfUnchanged(store, page, 5000)).toBe(true)
    expect(store.getState().pages.get('/en/produkt/7')?.updatedAt).toBe(5000)
  })

  it.each([
    ['a new page', '/en/produkt/8', '/site/src/templates/product.tsx', context()],
    ['another template', '/en/produkt/7', '/site/src/templates/category.tsx', context()],
    [
      'other related pictures',
      '/en/produkt/7',
      '/site/src/templates/product.tsx',
      { ...context(), relatedIds: ['5', '3'] },
    ],
    [
      'one more context field',
      '/en/produkt/7',
      '/site/src/templates/product.tsx',
      { ...context(), total: 1 },
    ],
    [
      'a nested change',
      '/en/produkt/7',
      '/site/src/templates/product.tsx',
      { ...context(), i18n: { ...context().i18n, routed: false } },
    ],
  ])(
    'leaves %s to be created, the stored page untouched',
    (_case, path, component, pageContext) => {
      const store = storeOf(product(context()))
      expect(keepIfUnchanged(store, { path, component, context: pageContext }, 5000)).toBe(false)
      expect(store.getState().pages.get('/en/produkt/7')?.updatedAt).toBe(1000)
    },
  )

  it('leaves a page with a match path to Gatsby', () => {
    const store = storeOf({ ...product(context()), matchPath: '/en/produkt/*' })
    const page = {
      path: '/en/produkt/7',
      component: '/site/src/templates/product.tsx',
      context: context(),
    }
    expect(keepIfUnchanged(store, page, 5000)).toBe(false)
  })
})

describe('pageKeeper', () => {
  it('keeps the pages of one createPages run with one time', () => {
    const store = storeOf(product(context()))
    const keep = pageKeeper(store, 7000)
    const page = {
      path: '/en/produkt/7',
      component: '/site/src/templates/product.tsx',
      context: context(),
    }
    expect(keep(page)).toBe(true)
    expect(keep({ ...page, path: '/en/produkt/8' })).toBe(false)
    expect(store.getState().pages.get('/en/produkt/7')?.updatedAt).toBe(7000)
  })
})

describe('sameJson', () => {
  it('compares JSON values deeply', () => {
    expect(sameJson({ a: [1, { b: 'x' }], c: null }, { c: null, a: [1, { b: 'x' }] })).toBe(true)
    expect(sameJson({ a: [1, 2] }, { a: [1, 2, 3] })).toBe(false)
    expect(sameJson({ a: undefined }, { b: undefined })).toBe(false)
    expect(sameJson([1], { 0: 1 })).toBe(false)
    expect(sameJson({ 0: 1 }, [1])).toBe(false)
    expect(sameJson(null, {})).toBe(false)
    expect(sameJson('7', 7)).toBe(false)
  })
})
