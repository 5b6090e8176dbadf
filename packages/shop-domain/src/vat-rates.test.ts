import assert from 'node:assert/strict'
import { test } from 'node:test'
import { EU_COUNTRIES } from '@print-shop/shop-domain/countries'
import { EU_STANDARD_VAT_RATES, vatRateFor } from '@print-shop/shop-domain/vat-rates'

test('every member state has a standard rate between 17 and 27 %', () => {
  assert.deepEqual(Object.keys(EU_STANDARD_VAT_RATES).sort(), [...EU_COUNTRIES].sort())
  for (const rate of Object.values(EU_STANDARD_VAT_RATES)) assert.ok(rate >= 17 && rate <= 27)
})

test('the rates of the countries the shop sells to most are the ones of 2026', () => {
  assert.equal(EU_STANDARD_VAT_RATES.CZ, 21)
  assert.equal(EU_STANDARD_VAT_RATES.SK, 23)
  assert.equal(EU_STANDARD_VAT_RATES.DE, 19)
  assert.equal(EU_STANDARD_VAT_RATES.AT, 20)
  assert.equal(EU_STANDARD_VAT_RATES.PL, 23)
  assert.equal(EU_STANDARD_VAT_RATES.HU, 27)
  assert.equal(EU_STANDARD_VAT_RATES.FI, 25.5)
})

test('the Czech scheme taxes every country at 21 %, OSS at the destination rate', () => {
  for (const country of ['CZ', 'SK', 'DE', 'AT']) assert.equal(vatRateFor('cz', country), 21)
  assert.equal(vatRateFor('oss', 'SK'), 23)
  assert.equal(vatRateFor('oss', 'de'), 19)
  assert.equal(vatRateFor('oss', 'CZ'), 21)
  assert.equal(vatRateFor('oss', 'GR'), 24)
  assert.equal(vatRateFor('oss', 'CH'), 21)
})
