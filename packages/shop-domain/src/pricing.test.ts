import assert from 'node:assert/strict'
import { test } from 'node:test'
import {
  currencyFor,
  layoutFromPrice,
  printUnitPrice,
  sizeAllowed,
  type LayoutPrices,
} from '@print-shop/shop-domain/pricing'

// A photo layout's price list as the API serves it per currency (sizes[].price, custom_price).
const sizes = (czk: boolean) => [
  { widthMm: 150, heightMm: 100, price: czk ? 1200 : 50 },
  { widthMm: 300, heightMm: 200, price: czk ? 7900 : 340 },
]
const photoCzk: LayoutPrices = {
  minSideMm: 100,
  maxSideMm: 750,
  sizes: sizes(true),
  customPrice: { base: 200, perSquareMetre: 147_000 },
}
const photoEur: LayoutPrices = {
  ...photoCzk,
  sizes: sizes(false),
  customPrice: { base: 10, perSquareMetre: 6_500 },
}

test('a standard size costs its list price in either orientation', () => {
  assert.equal(printUnitPrice(photoCzk, 0, 300, 200, 'CZK'), 7900)
  assert.equal(printUnitPrice(photoCzk, 0, 200, 300, 'CZK'), 7900)
  assert.equal(printUnitPrice(photoEur, 0, 300, 200, 'EUR'), 340)
})

test('a custom size is base + area x rate, rounded up to whole crowns or ten cents', () => {
  // 250 x 250 mm = 0.0625 m²: 2 + 1470 x 0.0625 = 93.875 Kč → 94 Kč; 0.10 + 65 x 0.0625 = 4.1625 € → 4.20 €
  assert.equal(printUnitPrice(photoCzk, 0, 250, 250, 'CZK'), 9400)
  assert.equal(printUnitPrice(photoEur, 0, 250, 250, 'EUR'), 420)
})

test('the paper surcharge is added and rounded to whole crowns or ten cents', () => {
  // 79 Kč + 35 % = 106.65 → 107 Kč; 3.40 € + 35 % = 4.59 → 4.60 €
  assert.equal(printUnitPrice(photoCzk, 35, 300, 200, 'CZK'), 10_700)
  assert.equal(printUnitPrice(photoEur, 35, 300, 200, 'EUR'), 460)
})

test('sizes outside the custom range are refused', () => {
  assert.equal(sizeAllowed(photoCzk, 99, 200), false)
  assert.equal(sizeAllowed(photoCzk, 200, 751), false)
  assert.equal(sizeAllowed(photoCzk, 100, 750), true)
  assert.equal(printUnitPrice(photoCzk, 0, 50, 50, 'CZK'), null)
})

test('a layout without a custom rate offers only its standard sizes', () => {
  const standardOnly = { ...photoCzk, customPrice: null }
  assert.equal(sizeAllowed(standardOnly, 150, 100), true)
  assert.equal(sizeAllowed(standardOnly, 250, 250), false)
  assert.equal(printUnitPrice(standardOnly, 0, 150, 100, 'CZK'), 1200)
  assert.equal(printUnitPrice(standardOnly, 0, 250, 250, 'CZK'), null)
})

test('prices are whole steps and never fall as a custom print grows', () => {
  // Every custom size of the range, in both currencies.
  for (const [layout, currency, step] of [
    [photoCzk, 'CZK', 100],
    [photoEur, 'EUR', 10],
  ] as const) {
    for (let width = 100; width < 750; width += 1) {
      const standardNext = layout.sizes.some((size) =>
        [size.widthMm, size.heightMm].includes(width + 1),
      )
      for (let height = 100; height < 750; height += 1) {
        const price = printUnitPrice(layout, 0, width, height, currency)!
        assert.equal(price % step, 0)
        if (!standardNext)
          assert.ok(printUnitPrice(layout, 0, width + 1, height, currency)! >= price)
      }
    }
  }
})

test('the Czech shop sells in crowns, the others in euros', () => {
  assert.equal(currencyFor('cs'), 'CZK')
  for (const language of ['sk', 'de', 'en']) assert.equal(currencyFor(language), 'EUR')
})

test("a layout's from price is its cheapest size on its cheapest paper", () => {
  assert.equal(layoutFromPrice(photoCzk, [10, 0], 'CZK'), 1200)
  // 12.00 x 1.10 = 13.20, rounded to whole crowns.
  assert.equal(layoutFromPrice(photoCzk, [10], 'CZK'), 1300)
  assert.equal(layoutFromPrice(photoEur, [0], 'EUR'), 50)
  assert.equal(layoutFromPrice(photoCzk, [], 'CZK'), null)
  assert.equal(layoutFromPrice({ ...photoCzk, sizes: [] }, [0], 'CZK'), null)
})
