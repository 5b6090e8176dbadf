import { renderHook } from '@testing-library/react'
import { useStaticQuery } from 'gatsby'
import { layouts } from '../../../configurator/testing/fixtures'
import { usePrintingLayouts } from '../use-printing-layouts'

jest.mock('gatsby', () => ({
  ...jest.requireActual('gatsby'),
  graphql: jest.fn(),
  useStaticQuery: jest.fn(),
}))

const inLanguage = (language: string) => layouts.map((layout) => ({ ...layout, language }))

describe('usePrintingLayouts', () => {
  beforeEach(() => {
    jest.mocked(useStaticQuery).mockReturnValue({
      allPrintShopLayout: { nodes: [...inLanguage('cs'), ...inLanguage('en')].reverse() },
    })
  })

  it("keeps the page language's layouts, in the order of the query", () => {
    const { result } = renderHook(() => usePrintingLayouts('en'))
    expect(result.current).toEqual(inLanguage('en').reverse())
  })

  it('gives none for a language the catalogue lacks', () => {
    const { result } = renderHook(() => usePrintingLayouts('de'))
    expect(result.current).toEqual([])
  })
})
