import { renderHook } from '@testing-library/react'
import { useChristmasValues } from '../use-christmas-values'
import type { BuiltChristmasPromise } from '../christmas-query'
import { demoDeliveryRoutes } from '../../testing/delivery-routes'

/** What the build worked out, marked so that a test sees whether the page took it or its own. */
const built: BuiltChristmasPromise[] = ['cs', 'en'].map((language) => ({
  language,
  year: 2026,
  christmasCutOffDate: `built ${language}`,
  christmasCutOffTime: '12:00',
  christmasCountries: 'built countries',
  christmasOtherCutOffDate: 'built other',
  christmasOtherCutOffTime: '12:00',
}))

jest.mock('../christmas-query', () => ({
  useChristmasBuild: () => ({ routes: demoDeliveryRoutes, promises: built }),
}))

afterEach(() => jest.useRealTimers())

describe('the Christmas promise on a page', () => {
  it("takes the build's, in the page's language, while its Christmas is the coming one", () => {
    jest.useFakeTimers({ now: new Date('2026-12-24T22:30:00Z') })
    const { result } = renderHook(() => useChristmasValues('en'))
    expect(result.current).toEqual({
      christmasCutOffDate: 'built en',
      christmasCutOffTime: '12:00',
      christmasCountries: 'built countries',
      christmasOtherCutOffDate: 'built other',
      christmasOtherCutOffTime: '12:00',
    })
  })

  it('works out next Christmas itself once Christmas Eve is over', () => {
    jest.useFakeTimers({ now: new Date('2026-12-26T09:00:00Z') })
    const { result } = renderHook(() => useChristmasValues('cs'))
    expect(result.current.christmasCutOffDate).toMatch(/^\d+\. prosince$/)
    expect(result.current.christmasCountries).toMatch(/^Česko a\sSlovensko$/)
  })

  it('works out a language the build did not', () => {
    jest.useFakeTimers({ now: new Date('2026-11-29T10:00:00Z') })
    const { result } = renderHook(() => useChristmasValues('de'))
    expect(result.current.christmasCutOffDate).toBe('15. Dezember')
  })
})
