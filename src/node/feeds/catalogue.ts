import type { PrintQualityThresholds } from '@print-shop/shop-domain/print-quality'

/**
 * What the feeds read of the sourced catalogue, in every language: the pictures with their pixels
 * and filing, the layouts with their prices and papers, the delivery methods with their prices,
 * and the print-quality thresholds the shop serves (GET /shop).
 */
export interface FeedCatalogue {
  images: { nodes: readonly FeedPicture[] }
  layouts: { nodes: readonly FeedLayout[] }
  deliveryMethods: { nodes: readonly FeedDeliveryMethod[] }
  facts: { name: string; printQuality: PrintQualityThresholds } | null
}

export interface FeedPicture {
  apiId: string
  language: string
  name: string
  description: string
  url: string
  mediaUrl?: string | null
  width: number
  height: number
  scalable?: boolean | null
  categories: ReadonlyArray<{ apiId: string; title: string }>
  subcategories: ReadonlyArray<{ name: string; category?: { apiId: string } | null }>
}

export interface FeedLayout {
  apiId: string
  language: string
  name: string
  minSideMm: number
  maxSideMm: number
  sizes: ReadonlyArray<{ widthMm: number; heightMm: number; price: number }>
  productionDays: number
  papers: ReadonlyArray<{ surchargePercent: number }>
}

export interface FeedDeliveryMethod {
  apiId: string
  language: string
  slug: string
  kind: string
  carrier?: string | null
  name: string
  price: number
  countries: readonly string[]
  excludedCountries: readonly string[]
  transitDays: number
}

/** The query `writeFeeds` runs once per build: the catalogue's order is the API's (`rank`). */
export const FEED_CATALOGUE_QUERY = `
  {
    images: allPrintShopImage(sort: { rank: ASC }) {
      nodes {
        apiId
        language
        name
        description
        url
        mediaUrl
        width
        height
        scalable
        categories {
          apiId
          title
        }
        subcategories {
          name
          category {
            apiId
          }
        }
      }
    }
    layouts: allPrintShopLayout(sort: { rank: ASC }) {
      nodes {
        apiId
        language
        name
        minSideMm
        maxSideMm
        sizes {
          widthMm
          heightMm
          price
        }
        productionDays
        papers {
          surchargePercent
        }
      }
    }
    deliveryMethods: allPrintShopDeliveryMethod(sort: { rank: ASC }) {
      nodes {
        apiId
        language
        slug
        kind
        carrier
        name
        price
        countries
        excludedCountries
        transitDays
      }
    }
    facts: printShopFacts {
      name
      printQuality {
        goodDpi
        acceptableDpi
      }
    }
  }
`
