import { graphql, useStaticQuery } from 'gatsby'
import type { ShopFacts } from './shop-facts'

/**
 * The shop's facts as the build read them from the API (GET /shop). Only `useShopFacts` calls this:
 * the unit tests, which have no Gatsby data layer, put the demo's facts in its place.
 */
export function useShopFactsNode(): ShopFacts | null {
  const data = useStaticQuery<{ printShopFacts: ShopFacts | null }>(graphql`
    query ShopFacts {
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
    }
  `)
  return data.printShopFacts
}
