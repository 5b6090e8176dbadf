import assert from 'node:assert/strict'
import { test } from 'node:test'
import fc from 'fast-check'
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

test('the stored price list is priced in the basket’s currency', () => {
  // The rules themselves are tested in packages/shop-domain/src/pricing.test.ts.
  assert.equal(printUnitPrice(photo, 0, 200, 300, 'CZK'), 7900)
  assert.equal(printUnitPrice(photo, 0, 300, 200, 'EUR'), 340)
  assert.equal(printUnitPrice(photo, 0, 250, 250, 'CZK'), 9400)
  assert.equal(printUnitPrice(photo, 35, 300, 200, 'EUR'), 460)
})

test('a size the layout cannot make is refused, and throws when priced', () => {
  assert.equal(sizeAllowed(photo, 99, 200), false)
  assert.equal(sizeAllowed(photo, 100, 750), true)
  assert.throws(() => printUnitPrice(photo, 0, 50, 50, 'CZK'), RangeError)
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
