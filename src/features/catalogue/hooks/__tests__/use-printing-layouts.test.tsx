import { renderHook } from '@testing-library/react'
import { useStaticQuery } from 'gatsby'
import { layouts } from '../../../configurator/testing/fixtures'
import { usePrintingLayouts, withStartingPrice } from '../use-printing-layouts'

jest.mock('gatsby', () => ({
  ...jest.requireActual('gatsby'),
  graphql: jest.fn(),
  useStaticQuery: jest.fn(),
}))

/** The layouts as the static query gives them: a language, and no amounts. */
const inLanguage = (language: string) =>
  layouts.map(({ customPrice: _rate, ...layout }) => ({
    ...layout,
    language,
    sizes: layout.sizes.map(({ widthMm, heightMm }) => ({ widthMm, heightMm })),
    papers: layout.papers.map(({ surchargePercent: _surcharge, ...paper }) => paper),
  }))

describe('usePrintingLayouts', () => {
  beforeEach(() => {
    jest.mocked(useStaticQuery).mockReturnValue({
      allPrintShopLayout: { nodes: [...inLanguage('cs'), ...inLanguage('en')].reverse() },
    })
  })

  it("keeps the page language's layouts, in the order of the query, every amount unknown", () => {
    const { result } = renderHook(() => usePrintingLayouts('en'))
    expect(result.current.map((layout) => layout.apiId)).toEqual(['3', '2', '1'])
    for (const layout of result.current) {
      expect(layout).not.toHaveProperty('language')
      expect(layout.customPrice).toBeNull()
      expect(layout.sizes.every((size) => size.price === null)).toBe(true)
      expect(layout.papers.every((paper) => paper.surchargePercent === null)).toBe(true)
    }
    expect(result.current[2]).toMatchObject({ name: 'Fotografie', customSizes: true })
  })

  it('prices only the size and paper the page starts with', () => {
    const { result } = renderHook(() => usePrintingLayouts('cs'))
    const priced = withStartingPrice(result.current, {
      layoutApiId: '1',
      widthMm: 150,
      heightMm: 100,
      price: 1200,
      paperApiId: '3',
      surchargePercent: 0,
    })
    const photo = priced.find((layout) => layout.apiId === '1')!
    expect(photo.sizes.map((size) => size.price)).toEqual([1200, null])
    expect(photo.papers.map((paper) => paper.surchargePercent)).toEqual([0, null])
    expect(priced.filter((layout) => layout !== photo)).toEqual(
      result.current.filter((layout) => layout.apiId !== '1'),
    )
  })

  it('gives none for a language the catalogue lacks', () => {
    const { result } = renderHook(() => usePrintingLayouts('de'))
    expect(result.current).toEqual([])
  })
})
