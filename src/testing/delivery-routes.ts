import type { DeliveryRoute } from '../lib/christmas'

/** The demo shop's delivery methods, as api/src/seed/data/delivery.ts lists them. */
export const demoDeliveryRoutes: DeliveryRoute[] = [
  { kind: 'pickup_point', countries: ['CZ'], excludedCountries: [], transitDays: 2 },
  { kind: 'courier', countries: ['CZ'], excludedCountries: [], transitDays: 1 },
  { kind: 'personal_collection', countries: [], excludedCountries: [], transitDays: 0 },
  { kind: 'pickup_point', countries: ['SK'], excludedCountries: [], transitDays: 3 },
  { kind: 'courier', countries: ['SK'], excludedCountries: [], transitDays: 2 },
  { kind: 'courier', countries: [], excludedCountries: ['CZ', 'SK'], transitDays: 5 },
]
