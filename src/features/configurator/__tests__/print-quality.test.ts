import { effectiveDpi, printQuality } from '../print-quality'

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
