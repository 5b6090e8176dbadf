import assert from 'node:assert/strict'
import { it } from 'node:test'
import { formatMoney } from '../../src/lib/money.js'

it('formats money the Czech way with two decimals', () => {
  assert.equal(formatMoney(123_450, 'CZK'), '1 234,50 Kč')
  assert.equal(formatMoney(123_400, 'CZK'), '1 234,00 Kč')
  assert.equal(formatMoney(1_290, 'EUR'), '12,90 €')
  assert.equal(formatMoney(5, 'EUR'), '0,05 €')
  assert.equal(formatMoney(0, 'CZK'), '0,00 Kč')
  assert.equal(formatMoney(123_456_789, 'CZK'), '1 234 567,89 Kč')
  assert.equal(formatMoney(-16_480, 'CZK'), '-164,80 Kč')
  assert.equal(formatMoney(1_000, 'USD'), '10,00 USD')
})
