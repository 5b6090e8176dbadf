import assert from 'node:assert/strict'
import { test } from 'node:test'
import { effectiveDpi, printDpi, printQuality } from '@print-shop/shop-domain/print-quality'

test('rates the effective resolution: good from 200 DPI, acceptable from 120, else too low', () => {
  // 3000 px over 300 mm (11.8 in) = 254 DPI; over 750 mm = 101 DPI; 2000 px over 600 mm = 84 DPI.
  assert.equal(effectiveDpi({ width: 3000, height: 2000 }, 300, 200), 254)
  assert.equal(printQuality(254), 'good')
  assert.equal(effectiveDpi({ width: 3000, height: 2000 }, 750, 500), 101)
  assert.equal(printQuality(101), 'low')
  assert.equal(effectiveDpi({ width: 3000, height: 2000 }, 500, 330), 152)
  assert.equal(printQuality(152), 'acceptable')
  assert.equal(effectiveDpi({ width: 3000, height: 2000 }, 600, 600), 84)
  assert.equal(printQuality(84), 'low')
  // The thresholds the technical conditions and the FAQ promise.
  assert.equal(printQuality(200), 'good')
  assert.equal(printQuality(199), 'acceptable')
  assert.equal(printQuality(120), 'acceptable')
  assert.equal(printQuality(119), 'low')
  // A shop's own thresholds, as GET /shop serves them.
  assert.equal(printQuality(220, { goodDpi: 240, acceptableDpi: 150 }), 'acceptable')
  assert.equal(printQuality(149, { goodDpi: 240, acceptableDpi: 150 }), 'low')
})

test('a cropped print is rated on the crop, an uncropped one on the whole original', () => {
  // A square 300 mm print of a 3000 x 2000 original: the crop is 2000 x 2000, 169 DPI.
  const image = { width: 3000, height: 2000 }
  assert.equal(printDpi(image, { customWidth: 300, customHeight: 300, formatType: 'crop' }), 169)
  // The whole original on the same square: the short side decides, 2000 px over 300 mm.
  assert.equal(
    printDpi(image, { customWidth: 300, customHeight: 300, formatType: 'original' }),
    169,
  )
  // A 300 x 200 mm crop keeps the whole original: 254 DPI either way.
  assert.equal(printDpi(image, { customWidth: 300, customHeight: 200, formatType: 'crop' }), 254)
})
