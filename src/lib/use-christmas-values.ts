import { useMemo } from 'react'
import {
  christmasPromise,
  christmasValues,
  comingChristmas,
  type ChristmasValues,
} from './christmas'
import { useChristmasBuild } from './christmas-query'
import { useShopFacts } from './shop-facts'

/**
 * The Christmas promise's placeholders in the page's language ({{christmasCutOffDate}},
 * {{christmasCutOffTime}}, {{christmasCountries}}, {{christmasOtherCutOffDate}},
 * {{christmasOtherCutOffTime}}), for the shop's slowest layout: a promise that holds for any print.
 *
 * The build worked them out for the Christmas coming when it ran (`src/node/christmas-promise.ts`),
 * and a page takes those while that Christmas is still the coming one: the first `Intl` date or
 * list format a page creates costs a phone's main thread some 250 ms, as the browser readies its
 * locale data. After Christmas Eve, until the next build, the browser works them out itself.
 */
export function useChristmasValues(language: string): ChristmasValues {
  const { routes, promises } = useChristmasBuild()
  const production = useShopFacts().productionDays?.max ?? 0
  return useMemo(() => {
    const year = comingChristmas(new Date())
    const built = promises.find((promise) => promise.language === language && promise.year === year)
    if (built) {
      const { language: _language, year: _year, ...values } = built
      return values
    }
    return christmasValues(christmasPromise(routes, production, year), language)
  }, [routes, promises, production, language])
}
