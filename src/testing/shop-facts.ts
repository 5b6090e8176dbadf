import type { ShopFacts } from '../lib/shop-facts'

/**
 * The demo shop's facts as its API serves them (GET /shop with SHOP_MODE=demo and the demo seed):
 * what the unit tests' components read in place of the build's static query.
 */
export const demoShopFacts: ShopFacts = {
  name: 'Obrazárna',
  companyName: 'Obrazárna s.r.o.',
  companyId: '21436587',
  vatId: 'CZ21436587',
  address: 'Komunardů 1584/42, 170 00 Praha 7',
  registry: 'C 398765',
  managingDirectors: 'Jana Nováková',
  phone: '+420 228 880 170',
  email: 'info@obrazarna.cz',
  website: 'https://www.obrazarna.cz',
  bankAccounts: {
    czk: {
      holder: 'Obrazárna s.r.o.',
      account: '2801234578/2010',
      iban: 'CZ0520100000002801234578',
      bic: 'FIOBCZPPXXX',
    },
    eur: {
      holder: 'Obrazárna s.r.o.',
      account: null,
      iban: 'CZ8020100000002801234586',
      bic: 'FIOBCZPPXXX',
    },
  },
  paymentDueDays: 7,
  vatRatePercent: 21,
  freeDeliveryFrom: { czk: 150000, eur: 6000 },
  productionDays: { min: 2, max: 4 },
  transitDays: { min: 1, max: 5 },
  printQuality: { goodDpi: 200, acceptableDpi: 120 },
  ownPhotos: { maxMegabytes: 100, keepDays: 30 },
}
