import { useMemo } from 'react'
import { christmasPromise, christmasValues, type ChristmasValues } from './christmas'
import { useDeliveryRoutes } from './delivery-routes-query'
import { useShopFacts } from './shop-facts'
import { inPrague } from '@print-shop/shop-domain/working-days'

/** The Christmas that is coming: this year's until Christmas Eve, next year's after it. */
export function comingChristmas(now: Date): number {
  const today = inPrague(now)
  return today.month === 12 && today.day > 24 ? today.year + 1 : today.year
}

/**
 * The Christmas promise's placeholders in the page's language ({{christmasCutOffDate}},
 * {{christmasCutOffTime}}, {{christmasCountries}}, {{christmasOtherCutOffDate}},
 * {{christmasOtherCutOffTime}}), for the shop's slowest layout: a promise that holds for any print.
 */
export function useChristmasValues(language: string): ChristmasValues {
  const routes = useDeliveryRoutes()
  const production = useShopFacts().productionDays?.max ?? 0
  return useMemo(
    () =>
      christmasValues(christmasPromise(routes, production, comingChristmas(new Date())), language),
    [routes, production, language],
  )
}
