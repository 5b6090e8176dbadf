import { builtChristmasPromises } from '../built-christmas'
import { christmasPromise, christmasValues, type DeliveryRoute } from '../../lib/christmas'
import { demoDeliveryRoutes } from '../../testing/delivery-routes'

/** The build's node store as the resolver reads it: the Czech delivery methods and the shop's facts. */
function nodeModel(routes: DeliveryRoute[], productionMax: number | null) {
  const asked: unknown[] = []
  return {
    asked,
    findAll: async (args: { type: string; query: unknown }) => {
      asked.push(args)
      return { entries: routes }
    },
    findOne: async () => ({
      productionDays: productionMax === null ? null : { max: productionMax },
    }),
  }
}

describe("the build's Christmas promise", () => {
  it('states this year’s cut-off in every language, as a page would work it out', async () => {
    const store = nodeModel(demoDeliveryRoutes, 4)
    const promises = await builtChristmasPromises(store, new Date('2026-11-29T10:00:00Z'))
    expect(store.asked).toEqual([
      { type: 'PrintShopDeliveryMethod', query: { filter: { language: { eq: 'cs' } } } },
    ])
    expect(promises.map((promise) => [promise.language, promise.year])).toEqual([
      ['cs', 2026],
      ['sk', 2026],
      ['de', 2026],
      ['en', 2026],
    ])
    expect(promises[0]).toEqual({
      language: 'cs',
      year: 2026,
      christmasCutOffDate: '15. prosince',
      christmasCutOffTime: '12:00',
      christmasCountries: 'Česko a\u00a0Slovensko',
      christmasOtherCutOffDate: '11. prosince',
      christmasOtherCutOffTime: '12:00',
    })
    const promise = christmasPromise(demoDeliveryRoutes, 4, 2026)
    for (const { language, year: _year, ...values } of promises)
      expect(values).toEqual(christmasValues(promise, language))
  })

  it('promises next year’s Christmas once Christmas Eve is over in Prague', async () => {
    const store = nodeModel(demoDeliveryRoutes, 4)
    const lateOnTheEve = await builtChristmasPromises(store, new Date('2026-12-24T22:30:00Z'))
    expect(lateOnTheEve[0]?.year).toBe(2026)
    const christmasDay = await builtChristmasPromises(store, new Date('2026-12-24T23:30:00Z'))
    expect(christmasDay[0]?.year).toBe(2027)
    expect(christmasDay[3]?.christmasCutOffDate).toBe(
      christmasValues(christmasPromise(demoDeliveryRoutes, 4, 2027), 'en').christmasCutOffDate,
    )
  })

  it('a shop without production days promises by the days on the way alone', async () => {
    const [cs] = await builtChristmasPromises(
      nodeModel(demoDeliveryRoutes, null),
      new Date('2026-11-29T10:00:00Z'),
    )
    expect(cs?.christmasCutOffDate).toBe(
      christmasValues(christmasPromise(demoDeliveryRoutes, 0, 2026), 'cs').christmasCutOffDate,
    )
    expect(cs?.christmasCutOffDate).not.toBe('15. prosince')
  })
})
