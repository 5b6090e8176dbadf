import assert from 'node:assert/strict'
import { test } from 'node:test'
import { couponProblem, lineDiscounts, type CouponRow } from '../../src/basket/coupons.js'
import { basketTotals } from '../../src/basket/totals.js'
import type { DeliveryMethod } from '../../src/delivery/methods.js'

const now = new Date('2026-11-22T12:00:00Z')
function coupon(fields: Partial<CouponRow>): CouponRow {
  return {
    id: 1,
    code: 'TEST',
    kind: 'percentage',
    percentOff: 10,
    amountOffCzk: null,
    amountOffEur: null,
    layoutSlugs: [],
    minimumOrderCzk: null,
    minimumOrderEur: null,
    validFrom: null,
    validUntil: null,
    usageLimit: null,
    usedCount: 0,
    maxUsesPerCustomer: null,
    active: true,
    createdAt: now,
    ...fields,
  }
}
const courier = {
  id: 2,
  slug: 'ppl',
  kind: 'courier',
  carrier: 'ppl',
  priceCzk: 12_900,
  priceEur: 520,
  freeFromCzk: 150_000,
  freeFromEur: 6_000,
  countries: ['CZ'],
  excludedCountries: [],
  active: true,
  position: 1,
} as unknown as DeliveryMethod

const lines = [
  { gross: 7_900, layoutSlug: 'fotografie' },
  { gross: 99_000, layoutSlug: 'obraz-na-platne' },
]

test('a code not valid now has one answer, whatever the reason', () => {
  assert.equal(couponProblem(coupon({}), lines, 'CZK', now), null)
  const notValid = [
    coupon({ active: false }),
    coupon({ validFrom: new Date('2026-12-01') }),
    coupon({ validUntil: now }), // the end is exclusive
    coupon({ usageLimit: 3, usedCount: 3 }),
    // Below its minimum and for no line in the basket too: still nothing more is told.
    coupon({ validFrom: new Date('2026-12-01'), minimumOrderCzk: 200_000 }),
    coupon({ validUntil: now, layoutSlugs: ['plakat'] }),
  ]
  for (const code of notValid)
    assert.deepEqual(couponProblem(code, lines, 'CZK', now), { key: 'coupon.unknown' })
})

test('a code valid now says why it gives nothing on this basket', () => {
  const minimum = couponProblem(coupon({ minimumOrderCzk: 200_000 }), lines, 'CZK', now)
  assert.deepEqual(minimum, { key: 'coupon.minimum_order', vars: { amount: '2 000,00 Kč' } })
  assert.equal(
    couponProblem(coupon({ layoutSlugs: ['plakat'] }), lines, 'CZK', now)?.key,
    'coupon.not_applicable',
  )
  const crownsOnly = coupon({ kind: 'fixed', percentOff: null, amountOffCzk: 20_000 })
  assert.equal(couponProblem(crownsOnly, lines, 'CZK', now), null)
  assert.equal(
    couponProblem(crownsOnly, lines, 'EUR', now)?.key,
    'coupon.not_applicable',
    'a fixed amount in crowns only gives nothing in euros, so it is refused there',
  )
})

test('a percentage applies to its layouts only; a fixed amount is spread and capped', () => {
  assert.deepEqual(
    lineDiscounts(coupon({ percentOff: 15, layoutSlugs: ['obraz-na-platne'] }), lines, 'CZK'),
    [0, 14_850],
  )
  const fixed = coupon({ kind: 'fixed', percentOff: null, amountOffCzk: 20_000, amountOffEur: 800 })
  const spread = lineDiscounts(fixed, lines, 'CZK')
  assert.equal(spread[0]! + spread[1]!, 20_000)
  assert.ok(spread[1]! > spread[0]!)
  const capped = lineDiscounts(
    coupon({ kind: 'fixed', amountOffCzk: 10_000 }),
    lines.slice(0, 1),
    'CZK',
  )
  assert.deepEqual(capped, [7_900], 'never more than the goods')
})

test('totals: discount, free delivery from the threshold after discount, net + VAT = total', () => {
  const plain = basketTotals({ lines, currency: 'CZK', coupon: null, deliveryMethod: courier, now })
  assert.equal(plain.items, 106_900)
  assert.equal(plain.delivery.gross, 12_900)
  assert.equal(plain.total, 119_800)
  assert.equal(plain.net + plain.vat, plain.total)
  assert.equal(plain.freeDeliveryRemaining, 150_000 - 106_900)

  const big = basketTotals({
    lines: [...lines, { gross: 50_000, layoutSlug: 'plakat' }],
    currency: 'CZK',
    coupon: coupon({ percentOff: 10 }),
    deliveryMethod: courier,
    now,
  })
  // 156 900 - 10 % (per line: 790 + 9 900 + 5 000) = 141 210 < 150 000: delivery is charged.
  assert.equal(big.discount, 15_690)
  assert.equal(big.delivery.gross, 12_900)
  assert.equal(big.total, 156_900 - 15_690 + 12_900)
  assert.equal(big.net + big.vat, big.total)
  assert.deepEqual(
    big.lines.map((line) => line.gross),
    [7_110, 89_100, 45_000],
  )

  const free = basketTotals({
    lines: [{ gross: 150_000, layoutSlug: 'plakat' }],
    currency: 'CZK',
    coupon: null,
    deliveryMethod: courier,
    now,
  })
  assert.equal(free.delivery.gross, 0)
  assert.equal(free.freeDeliveryRemaining, 0)

  const expired = basketTotals({
    lines,
    currency: 'CZK',
    coupon: coupon({ validUntil: new Date('2026-01-01') }),
    deliveryMethod: null,
    now,
  })
  assert.equal(expired.discount, 0)
  assert.equal(expired.couponProblem?.key, 'coupon.unknown')
})
