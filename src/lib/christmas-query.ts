import { graphql, useStaticQuery } from 'gatsby'
import type { ChristmasValues, DeliveryRoute } from './christmas'

/** The Christmas promise in one language, as the build worked it out for the year's Christmas. */
export type BuiltChristmasPromise = ChristmasValues & { language: string; year: number }

export interface ChristmasBuild {
  /** The delivery methods' countries and days on the way (GET /delivery_methods, the Czech ones). */
  routes: readonly DeliveryRoute[]
  /** The promise in every language, for the Christmas coming when the build ran. */
  promises: readonly BuiltChristmasPromise[]
}

/**
 * What the Christmas promise is made of, as the build read it. Only `useChristmasValues` calls
 * this: the unit tests, which have no Gatsby data layer, put the demo's routes in its place.
 */
export function useChristmasBuild(): ChristmasBuild {
  const data = useStaticQuery<{
    routes: { nodes: DeliveryRoute[] }
    christmasPromises: BuiltChristmasPromise[]
  }>(graphql`
    query ChristmasPromise {
      routes: allPrintShopDeliveryMethod(filter: { language: { eq: "cs" } }) {
        nodes {
          kind
          countries
          excludedCountries
          transitDays
        }
      }
      christmasPromises {
        language
        year
        christmasCutOffDate
        christmasCutOffTime
        christmasCountries
        christmasOtherCutOffDate
        christmasOtherCutOffTime
      }
    }
  `)
  return { routes: data.routes.nodes, promises: data.christmasPromises }
}
