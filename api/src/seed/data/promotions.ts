import type { promotions as promotionsTable } from '../../db/schema.js'

type SeedPromotion = Omit<typeof promotionsTable.$inferInsert, 'id'>

/**
 * Campaigns with a start and an end. Times are Prague midnights written in UTC (CET is UTC+1 in
 * winter), the same as their coupons'. The Christmas offer is for the shop's markets (its pages in
 * Czech, Slovak and German, and in English); its texts say for which countries the Christmas delivery
 * promise holds.
 */
export const promotions: SeedPromotion[] = [
  {
    // Christmas: the VANOCE26 campaign, 22 November to 20 December 2026 (both days included).
    slug: 'vanoce26',
    couponCode: 'VANOCE26',
    startsAt: new Date('2026-11-21T23:00:00Z'),
    endsAt: new Date('2026-12-20T23:00:00Z'),
    countries: ['CZ', 'SK', 'DE', 'AT'],
    link: '/akce01',
  },
]
