import { christmasEve, christmasPromise, christmasValues, lastPaymentFor } from '../christmas'
import { demoDeliveryRoutes } from '../../testing/delivery-routes'
import { deliveryDates } from '@print-shop/shop-domain/working-days'

/** The demo shop's delivery methods (api/src/seed/data/delivery.ts) and its slowest layout, canvas. */
const routes = demoDeliveryRoutes
const CANVAS = 4
const eve = christmasEve(2026)
const HOUR = 3_600_000

const byEve = (paidAt: Date, transit: number) => {
  const { delivery } = deliveryDates(paidAt, CANVAS, transit)
  return Date.UTC(delivery.year, delivery.month - 1, delivery.day) <= Date.UTC(2026, 11, 24)
}

describe('the Christmas cut-off', () => {
  it('a canvas paid after noon on 15 December to a Slovak pickup point is not promised Christmas', () => {
    const afterNoon = new Date('2026-12-15T12:30:00Z') // 13:30 in Prague
    // What checkout shows for it: Monday 28 December.
    expect(deliveryDates(afterNoon, CANVAS, 3).delivery).toEqual({ year: 2026, month: 12, day: 28 })
    const cutOff = lastPaymentFor(CANVAS, 3, eve)
    expect(cutOff?.toISOString()).toBe('2026-12-15T11:00:00.000Z') // 12:00 in Prague
    expect(afterNoon.getTime()).toBeGreaterThan(cutOff!.getTime())
    // A minute before the cut-off checkout promises Wednesday 23 December.
    expect(deliveryDates(new Date(cutOff!.getTime() - 60_000), CANVAS, 3).delivery).toEqual({
      year: 2026,
      month: 12,
      day: 23,
    })
  })

  it('states the earliest cut-off of the Czech and Slovak methods, and the later ones apart', () => {
    const promise = christmasPromise(routes, CANVAS, 2026)
    expect(promise.cutOff?.toISOString()).toBe('2026-12-15T11:00:00.000Z')
    expect(promise.countries).toEqual(['CZ', 'SK'])
    // DPD to the other EU countries: five days on the way, so Friday 11 December.
    expect(promise.otherCountriesCutOff?.toISOString()).toBe('2026-12-11T11:00:00.000Z')
    expect(lastPaymentFor(CANVAS, 1, eve)?.toISOString()).toBe('2026-12-17T11:00:00.000Z')
    expect(lastPaymentFor(CANVAS, 0, eve)?.toISOString()).toBe('2026-12-18T11:00:00.000Z')
  })

  it('agrees with checkout for every hour of December and every method', () => {
    for (const transit of [0, 1, 2, 3, 5]) {
      const cutOff = lastPaymentFor(CANVAS, transit, eve)!.getTime()
      for (let at = Date.UTC(2026, 10, 30); at < Date.UTC(2026, 11, 24); at += HOUR / 2)
        expect([transit, new Date(at).toISOString(), byEve(new Date(at), transit)]).toEqual([
          transit,
          new Date(at).toISOString(),
          at < cutOff,
        ])
    }
  })

  it('says the cut-off in each language, in Prague time, with the countries by name', () => {
    const promise = christmasPromise(routes, CANVAS, 2026)
    expect(christmasValues(promise, 'cs')).toEqual({
      christmasCutOffDate: '15. prosince',
      christmasCutOffTime: '12:00',
      // A one-letter conjunction keeps to the next word (a no-break space), as Czech typesetting wants.
      christmasCountries: 'Česko a\u00a0Slovensko',
      christmasOtherCutOffDate: '11. prosince',
      christmasOtherCutOffTime: '12:00',
    })
    expect(christmasValues(promise, 'de').christmasCountries).toBe('Tschechien und Slowakei')
    expect(christmasValues(promise, 'en').christmasCutOffDate).toBe('15 December')
    expect(christmasValues(promise, 'sk').christmasCutOffDate).toBe('15. decembra')
  })
})
