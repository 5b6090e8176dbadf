import { graphql, useStaticQuery } from 'gatsby'
import type { ShopFacts } from './shop-facts'

/** A category as the build read it, in one of its languages: what a top-bar tab lists. */
export interface TabCategoryNode {
  apiId: string
  language: string
  name: string
  slug: string
  shortName: string
}

export interface SiteQuery {
  site: { siteMetadata: { siteUrl: string } }
  printShopFacts: ShopFacts | null
  allPrintShopCategory: { nodes: readonly TabCategoryNode[] }
}

/**
 * What every page's frame reads from the build, as one static query: the site's address (the
 * head's canonical and alternates, JSON-LD), the shop's facts (GET /shop: top bar, footer, the
 * pages' texts) and the categories of the top bar's tabs (every language: a few dozen rows).
 * Gatsby fetches each static query a page uses as a request of its own before the page hydrates:
 * as three queries, these were three requests on every page. Read through `useSiteUrl`,
 * `useShopFactsNode` and `useCategoryTabs`.
 */
export function useSiteQuery(): SiteQuery {
  return useStaticQuery<SiteQuery>(graphql`
    query SiteFrame {
      site {
        siteMetadata {
          siteUrl
        }
      }
      printShopFacts {
        name
        companyName
        companyId
        vatId
        address
        registry
        managingDirectors
        phone
        email
        website
        bankAccounts {
          czk {
            holder
            account
            iban
            bic
          }
          eur {
            holder
            account
            iban
            bic
          }
        }
        paymentDueDays
        vatRatePercent
        freeDeliveryFrom {
          czk
          eur
        }
        productionDays {
          min
          max
        }
        transitDays {
          min
          max
        }
        printQuality {
          goodDpi
          acceptableDpi
        }
        ownPhotos {
          maxMegabytes
          keepDays
        }
      }
      allPrintShopCategory(sort: { rank: ASC }) {
        nodes {
          apiId
          language
          name
          slug
          shortName
        }
      }
    }
  `)
}
