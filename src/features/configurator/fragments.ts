import { graphql } from 'gatsby'

/** What the configurator needs of a layout: ids and the price data in the page's currency. */
export const configuratorLayoutFragment = graphql`
  fragment ConfiguratorLayout on PrintShopLayout {
    apiId
    name
    minSideMm
    maxSideMm
    sizes {
      widthMm
      heightMm
      price
    }
    customPrice {
      base
      perSquareMetre
    }
    currency
    productionDays
    edgeMm
    papers {
      apiId
      name
      description
      surchargePercent
    }
  }
`
