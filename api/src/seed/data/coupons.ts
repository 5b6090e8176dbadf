import type { coupons as couponsTable } from '../../db/schema.js'

type SeedCoupon = typeof couponsTable.$inferInsert

/**
 * Demo discount codes. Dates are Prague midnights written in UTC (CET is UTC+1 in winter): a code
 * valid "until 20 December" ends at the start of 21 December in Prague.
 */
export const coupons: SeedCoupon[] = [
  {
    // Christmas: 15 % off canvases from 22 November to 20 December 2026.
    code: 'VANOCE26',
    kind: 'percentage',
    percentOff: 15,
    layoutSlugs: ['obraz-na-platne'],
    validFrom: new Date('2026-11-21T23:00:00Z'),
    validUntil: new Date('2026-12-20T23:00:00Z'),
  },
  {
    // Welcome: 10 % off everything over 500 Kč / 20 €, once per customer, for the first 1 000 orders.
    code: 'VITEJTE10',
    kind: 'percentage',
    percentOff: 10,
    minimumOrderCzk: 500_00,
    minimumOrderEur: 20_00,
    usageLimit: 1000,
    maxUsesPerCustomer: 1,
  },
  {
    // A fixed discount: 200 Kč / 8 € off orders from 1 500 Kč / 60 €.
    code: 'OBRAZ200',
    kind: 'fixed',
    amountOffCzk: 200_00,
    amountOffEur: 8_00,
    minimumOrderCzk: 1500_00,
    minimumOrderEur: 60_00,
  },
  {
    // Expired: answered like a code that does not exist.
    code: 'LETO26',
    kind: 'percentage',
    percentOff: 20,
    validFrom: new Date('2026-05-31T22:00:00Z'),
    validUntil: new Date('2026-08-31T22:00:00Z'),
  },
]
