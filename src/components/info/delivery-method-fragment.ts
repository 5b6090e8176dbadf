import { graphql } from 'gatsby'

/** What the delivery page shows of a delivery method. */
export const deliveryMethodFragment = graphql`
  fragment DeliveryMethodListing on PrintShopDeliveryMethod {
    apiId
    kind
    name
    description
    price
    freeFrom
    currency
    countries
    transitDays
  }
`

/** A delivery method node as the fragment reads it (the type Gatsby generates for it). */
export type DeliveryMethodNode = Queries.DeliveryMethodListingFragment
