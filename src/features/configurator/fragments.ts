import { graphql } from 'gatsby'

/**
 * What the configurator needs of a layout, without its amounts: the pages that read this query do
 * not depend on a price (ConfiguratorLayout says where the prices come from).
 */
export const configuratorLayoutFragment = graphql`
  fragment ConfiguratorLayout on PrintShopLayout {
    apiId
    name
    minSideMm
    maxSideMm
    sizes {
      widthMm
      heightMm
    }
    customSizes
    currency
    productionDays
    edgeMm
    papers {
      apiId
      name
      description
    }
  }
`

/** The price a product page starts with: the first layout's first size on its first paper. */
export const startingPriceFragment = graphql`
  fragment StartingPrice on PrintShopStartingPrice {
    layoutApiId
    widthMm
    heightMm
    price
    paperApiId
    surchargePercent
  }
`
