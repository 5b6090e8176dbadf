import assert from 'node:assert/strict'
import { test } from 'node:test'
import { servesCountry } from '@print-shop/shop-domain/delivery-countries'

test('a method with countries delivers to those only', () => {
  const zasilkovna = { countries: ['CZ'], excludedCountries: [] }
  assert.equal(servesCountry(zasilkovna, 'CZ'), true)
  assert.equal(servesCountry(zasilkovna, 'SK'), false)
})

test('a method without countries delivers to every EU country but the excluded ones', () => {
  const dpdEu = { countries: [], excludedCountries: ['CZ', 'SK'] }
  assert.equal(servesCountry(dpdEu, 'DE'), true)
  assert.equal(servesCountry(dpdEu, 'EL'), true)
  assert.equal(servesCountry(dpdEu, 'CZ'), false)
  assert.equal(servesCountry(dpdEu, 'CH'), false)
})
