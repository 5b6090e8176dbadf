import { printUnitPrice, sizeAllowed } from '../price'
import { cropSize } from '../crop'
import { effectiveDpi, printQuality } from '../print-quality'

// The API's own cases (api/test/pricing/pricing.test.ts), with its price list as the API serves it
// per currency (GET /images/{id}: sizes[].price and custom_price in the language's currency).
const sizes = (czk: boolean) => [
  { widthMm: 150, heightMm: 100, price: czk ? 1200 : 50 },
  { widthMm: 300, heightMm: 200, price: czk ? 7900 : 340 },
]
const photoCzk = {
  minSideMm: 100,
  maxSideMm: 750,
  sizes: sizes(true),
  customPrice: { base: 200, perSquareMetre: 147_000 },
}
const photoEur = {
  ...photoCzk,
  sizes: sizes(false),
  customPrice: { base: 10, perSquareMetre: 6_500 },
}

it('a standard size costs its list price in either orientation', () => {
  expect(printUnitPrice(photoCzk, 0, 300, 200, 'CZK')).toBe(7900)
  expect(printUnitPrice(photoCzk, 0, 200, 300, 'CZK')).toBe(7900)
  expect(printUnitPrice(photoEur, 0, 300, 200, 'EUR')).toBe(340)
})

it('a custom size is base + area x rate, rounded up to whole crowns or ten cents', () => {
  expect(printUnitPrice(photoCzk, 0, 250, 250, 'CZK')).toBe(9400)
  expect(printUnitPrice(photoEur, 0, 250, 250, 'EUR')).toBe(420)
})

it('the paper surcharge is added and rounded to whole crowns or ten cents', () => {
  expect(printUnitPrice(photoCzk, 35, 300, 200, 'CZK')).toBe(10_700)
  expect(printUnitPrice(photoEur, 35, 300, 200, 'EUR')).toBe(460)
})

it('sizes outside the custom range are refused', () => {
  expect(sizeAllowed(photoCzk, 99, 200)).toBe(false)
  expect(sizeAllowed(photoCzk, 200, 751)).toBe(false)
  expect(sizeAllowed(photoCzk, 100, 750)).toBe(true)
  expect(printUnitPrice(photoCzk, 0, 50, 50, 'CZK')).toBeNull()
})

it('prices are whole crowns and never fall as a custom print grows', () => {
  for (let width = 100; width < 750; width += 7) {
    for (let height = 100; height < 750; height += 13) {
      const price = printUnitPrice(photoCzk, 0, width, height, 'CZK')!
      expect(price % 100).toBe(0)
      if (!photoCzk.sizes.some((size) => [size.widthMm, size.heightMm].includes(width + 1)))
        expect(printUnitPrice(photoCzk, 0, width + 1, height, 'CZK')).toBeGreaterThanOrEqual(price)
    }
  }
})

it('a layout without a custom rate offers only its standard sizes', () => {
  const standardOnly = { ...photoCzk, customPrice: null }
  expect(printUnitPrice(standardOnly, 0, 150, 100, 'CZK')).toBe(1200)
  expect(printUnitPrice(standardOnly, 0, 250, 250, 'CZK')).toBeNull()
})

it('a crop is the largest rectangle of the print ratio, as the API computes it', () => {
  expect(cropSize(3000, 2000, 300, 300)).toEqual({ width: 2000, height: 2000 })
  expect(cropSize(3000, 2000, 200, 300)).toEqual({ width: 1333, height: 2000 })
})

it('rates the effective resolution: good from 200 DPI, acceptable from 120, else too low', () => {
  // 3000 px over 300 mm (11.8 in) = 254 DPI; over 750 mm = 101 DPI; 2000 px over 600 mm = 84 DPI.
  expect(effectiveDpi({ width: 3000, height: 2000 }, 300, 200)).toBe(254)
  expect(printQuality(254)).toBe('good')
  expect(effectiveDpi({ width: 3000, height: 2000 }, 750, 500)).toBe(101)
  expect(printQuality(101)).toBe('low')
  expect(effectiveDpi({ width: 3000, height: 2000 }, 500, 330)).toBe(152)
  expect(printQuality(152)).toBe('acceptable')
  expect(effectiveDpi({ width: 3000, height: 2000 }, 600, 600)).toBe(84)
  expect(printQuality(84)).toBe('low')
  // The thresholds the technical conditions and the FAQ promise.
  expect(printQuality(200)).toBe('good')
  expect(printQuality(199)).toBe('acceptable')
  expect(printQuality(120)).toBe('acceptable')
  expect(printQuality(119)).toBe('low')
})
