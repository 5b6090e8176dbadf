import assert from 'node:assert/strict'
import { test } from 'node:test'
import {
  deliveryMethodResource,
  deliveryPrice,
  freeFrom,
  servesCountry,
  type DeliveryMethod,
} from '../../src/delivery/methods.js'
import { deliveryMethods } from '../../src/seed/data/delivery.js'

/** A seeded method as the database returns it. */
function method(slug: string): DeliveryMethod {
  const index = deliveryMethods.findIndex((candidate) => candidate.slug === slug)
  const seeded = deliveryMethods[index]!
  return {
    id: index + 1,
    slug: seeded.slug,
    kind: seeded.kind,
    carrier: seeded.carrier ?? null,
    name: seeded.name,
    description: seeded.description,
    countries: seeded.countries ?? [],
    excludedCountries: seeded.excludedCountries ?? [],
    priceCzk: seeded.priceCzk,
    priceEur: seeded.priceEur,
    transitDays: seeded.transitDays ?? 2,
    freeFromCzk: seeded.freeFromCzk ?? null,
    freeFromEur: seeded.freeFromEur ?? null,
    active: true,
    position: index,
  }
}

const zasilkovna = method('zasilkovna')
const collection = method('osobni-odber')
const europe = method('dpd-eu')

test('servesCountry: listed countries only, or any EU country not excluded', () => {
  assert.equal(servesCountry(zasilkovna, 'CZ'), true)
  assert.equal(servesCountry(zasilkovna, 'SK'), false)
  assert.equal(servesCountry(method('packeta-sk'), 'SK'), true)
  assert.equal(servesCountry(method('kuryr-sk'), 'CZ'), false)

  assert.equal(servesCountry(europe, 'DE'), true)
  assert.equal(servesCountry(europe, 'EL'), true)
  assert.equal(servesCountry(europe, 'CZ'), false)
  assert.equal(servesCountry(europe, 'SK'), false)
  assert.equal(servesCountry(europe, 'GB'), false, 'outside the EU')
  assert.equal(servesCountry(europe, 'GR'), false, 'Greece is EL')

  for (const country of ['CZ', 'SK', 'DE', 'AT'])
    assert.equal(servesCountry(collection, country), true)
  assert.equal(servesCountry(collection, 'CH'), false)
})

test('deliveryPrice: the list price below the threshold, free at and above it', () => {
  assert.equal(freeFrom(zasilkovna, 'CZK'), 1500_00)
  assert.equal(freeFrom(zasilkovna, 'EUR'), 60_00)

  assert.equal(deliveryPrice(zasilkovna, 'CZK', 0), 79_00)
  assert.equal(deliveryPrice(zasilkovna, 'CZK', 1499_99), 79_00)
  assert.equal(deliveryPrice(zasilkovna, 'CZK', 1500_00), 0)
  assert.equal(deliveryPrice(zasilkovna, 'CZK', 4000_00), 0)

  assert.equal(deliveryPrice(zasilkovna, 'EUR', 59_99), 3_20)
  assert.equal(deliveryPrice(zasilkovna, 'EUR', 60_00), 0)
  assert.equal(deliveryPrice(zasilkovna, 'EUR', 120_00), 0)

  assert.equal(deliveryPrice(europe, 'EUR', 59_99), 12_90)
  assert.equal(deliveryPrice(europe, 'CZK', 1499_99), 319_00)
  assert.equal(deliveryPrice(europe, 'EUR', 60_00), 0)
})

test('a method without a threshold is never free by value', () => {
  const ppl = { ...method('ppl'), freeFromCzk: null, freeFromEur: null }
  assert.equal(freeFrom(ppl, 'CZK'), null)
  assert.equal(deliveryPrice(ppl, 'CZK', 1_000_000_00), 129_00)
  assert.equal(deliveryPrice(ppl, 'EUR', 1_000_000_00), 5_20)
})

test('personal collection is always free', () => {
  assert.equal(freeFrom(collection, 'CZK'), null)
  for (const goods of [0, 100_00, 1500_00, 10_000_00]) {
    assert.equal(deliveryPrice(collection, 'CZK', goods), 0)
    assert.equal(deliveryPrice(collection, 'EUR', goods), 0)
  }
})

test('deliveryMethodResource: language and currency of the locale, basket price when asked', () => {
  const czech = deliveryMethodResource(zasilkovna, 'cs')
  assert.equal(czech.type, 'delivery_methods')
  assert.equal(czech.id, String(zasilkovna.id))
  assert.deepEqual(czech.attributes, {
    slug: 'zasilkovna',
    kind: 'pickup_point',
    carrier: 'zasilkovna',
    name: 'Zásilkovna – výdejní místo nebo Z-BOX',
    description: zasilkovna.description.cs,
    price: 79_00,
    free_from: 1500_00,
    currency: 'CZK',
    countries: ['CZ'],
    excluded_countries: [],
    needs_pickup_point: true,
    transit_days: 2,
  })

  const english = deliveryMethodResource(europe, 'en', 59_99).attributes
  assert.equal(english.name, 'DPD – courier to other EU countries')
  assert.equal(english.currency, 'EUR')
  assert.equal(english.price, 12_90)
  assert.equal(english.free_from, 60_00)
  assert.equal(english.price_for_basket, 12_90)
  assert.equal(english.needs_pickup_point, false)
  assert.equal(deliveryMethodResource(europe, 'de', 60_00).attributes.price_for_basket, 0)
  assert.equal(deliveryMethodResource(collection, 'sk').attributes.free_from, null)
})

test('every seeded method is written in all four languages', () => {
  for (const seeded of deliveryMethods) {
    for (const text of [seeded.name, seeded.description])
      for (const locale of ['cs', 'sk', 'de', 'en'] as const)
        assert.ok(text[locale]?.trim(), `${seeded.slug} ${locale}`)
  }
})
