import { graphql, useStaticQuery } from 'gatsby'
import type { DeliveryRoute } from './christmas'

/**
 * The delivery methods' countries and days on the way as the build read them (GET
 * /delivery_methods; the same in every language, so the Czech ones). Only `useChristmasValues`
 * calls this: the unit tests, which have no Gatsby data layer, put the demo's in its place.
 */
export function useDeliveryRoutes(): readonly DeliveryRoute[] {
  const data = useStaticQuery<{ routes: { nodes: DeliveryRoute[] } }>(graphql`
    query DeliveryRoutes {
      routes: allPrintShopDeliveryMethod(filter: { language: { eq: "cs" } }) {
        nodes {
          kind
          countries
          excludedCountries
          transitDays
        }
      }
    }
  `)
  return data.routes.nodes
}
