import assert from 'node:assert/strict'
import { test } from 'node:test'
import fc from 'fast-check'
import { cropAt, cropSize } from '../../src/pricing/crop.js'
import { printUnitPrice, sizeAllowed } from '../../src/pricing/print-price.js'
import { allocate, splitGross } from '../../src/pricing/vat.js'

const photo = {
  minSideMm: 100,
  maxSideMm: 750,
  customBaseCzk: 200,
  customBaseEur: 10,
  customPerSquareMetreCzk: 147_000,
  customPerSquareMetreEur: 6_500,
  sizes: [
    { widthMm: 150, heightMm: 100, priceCzk: 1200, priceEur: 50 },
    { widthMm: 300, heightMm: 200, priceCzk: 7900, priceEur: 340 },
  ],
}

test('a standard size costs its list price in either orientation', () => {
  assert.equal(printUnitPrice(photo, 0, 300, 200, 'CZK'), 7900)
  assert.equal(printUnitPrice(photo, 0, 200, 300, 'CZK'), 7900)
  assert.equal(printUnitPrice(photo, 0, 300, 200, 'EUR'), 340)
})

test('a custom size is base + area x rate, rounded up to whole crowns or ten cents', () => {
  // 250 x 250 mm = 0.0625 m²: 2 + 1470 x 0.0625 = 93.875 Kč → 94 Kč; 0.10 + 65 x 0.0625 = 4.1625 € → 4.20 €
  assert.equal(printUnitPrice(photo, 0, 250, 250, 'CZK'), 9400)
  assert.equal(printUnitPrice(photo, 0, 250, 250, 'EUR'), 420)
})

test('the paper surcharge is added and rounded to whole crowns or ten cents', () => {
  // 79 Kč + 35 % = 106.65 → 107 Kč; 3.40 € + 35 % = 4.59 → 4.60 €
  assert.equal(printUnitPrice(photo, 35, 300, 200, 'CZK'), 10_700)
  assert.equal(printUnitPrice(photo, 35, 300, 200, 'EUR'), 460)
})

test('sizes outside the custom range are refused', () => {
  assert.equal(sizeAllowed(photo, 99, 200), false)
  assert.equal(sizeAllowed(photo, 200, 751), false)
  assert.equal(sizeAllowed(photo, 100, 750), true)
  assert.throws(() => printUnitPrice(photo, 0, 50, 50, 'CZK'), RangeError)
})

test('prices are whole steps and never fall as a custom print grows', () => {
  fc.assert(
    fc.property(
      fc.integer({ min: 100, max: 749 }),
      fc.integer({ min: 100, max: 749 }),
      (width, height) => {
        const price = printUnitPrice(photo, 0, width, height, 'CZK')
        assert.equal(price % 100, 0)
        if (!photo.sizes.some((size) => size.widthMm === width + 1 || size.heightMm === width + 1))
          assert.ok(printUnitPrice(photo, 0, width + 1, height, 'CZK') >= price)
      },
    ),
  )
})

test('net and VAT add up to the gross amount exactly', () => {
  assert.deepEqual(splitGross(12_100), { net: 10_000, vat: 2_100 })
  fc.assert(
    fc.property(fc.integer({ min: 0, max: 10_000_000 }), (gross) => {
      const { net, vat } = splitGross(gross)
      assert.equal(net + vat, gross)
      assert.ok(Math.abs(vat - gross * (21 / 121)) <= 0.5)
    }),
  )
})

test('allocation splits an amount exactly in proportion', () => {
  assert.deepEqual(allocate(100, [1, 1, 1]), [34, 33, 33])
  assert.deepEqual(allocate(20_000, [7_900, 0, 12_100]), [7_900, 0, 12_100])
  assert.deepEqual(allocate(5, [0, 0]), [0, 0])
  fc.assert(
    fc.property(
      fc.integer({ min: 0, max: 1_000_000 }),
      fc.array(fc.integer({ min: 0, max: 100_000 }), { minLength: 1, maxLength: 20 }),
      (amount, weights) => {
        const shares = allocate(amount, weights)
        const total = weights.reduce((sum, weight) => sum + weight, 0)
        assert.equal(
          shares.reduce((sum, share) => sum + share, 0),
          total === 0 ? 0 : amount,
        )
        shares.forEach((share, index) => {
          if (total) assert.ok(Math.abs(share - (amount * weights[index]!) / total) < 1)
        })
      },
    ),
  )
})

test('a crop is the largest rectangle of the print ratio and must stay inside the image', () => {
  // 3000 x 2000 image, square print: 2000 x 2000 crop that moves sideways only.
  assert.deepEqual(cropSize(3000, 2000, 300, 300), { width: 2000, height: 2000 })
  assert.deepEqual(cropAt({ width: 3000, height: 2000 }, { width: 300, height: 300 }, 1000, 0), {
    x: 1000,
    y: 0,
    width: 2000,
    height: 2000,
  })
  assert.equal(cropAt({ width: 3000, height: 2000 }, { width: 300, height: 300 }, 1001, 0), null)
  assert.equal(cropAt({ width: 3000, height: 2000 }, { width: 300, height: 300 }, 0, 1), null)
  assert.equal(cropAt({ width: 3000, height: 2000 }, { width: 300, height: 300 }, -1, 0), null)
  // Portrait print of a landscape image: full height, 2/3 of it wide.
  assert.deepEqual(cropSize(3000, 2000, 200, 300), { width: 1333, height: 2000 })
})
