import * as React from 'react'
import { graphql, type PageProps } from 'gatsby'
import { InfoArticle } from '../components/info/info-article'
import { DeliveryMethods } from '../components/info/delivery-methods'
import { byDestination, DESTINATIONS } from '../components/info/delivery-destinations'
import { Layout } from '../app/layout/layout'
import { Seo, type SeoHeadProps } from '../components/seo/seo'

export default function DeliveryPage({ data }: PageProps<Queries.DeliveryPageQuery>) {
  const groups = byDestination(data.deliveryMethods.nodes)
  const lists = Object.fromEntries(
    DESTINATIONS.map((destination) => [
      destination,
      groups[destination].length > 0 ? <DeliveryMethods methods={groups[destination]} /> : null,
    ]),
  )
  return (
    <Layout>
      <InfoArticle ns="delivery" extra={lists} />
    </Layout>
  )
}

export const Head = (props: SeoHeadProps) => (
  <Seo head={props} titleKey="delivery:title" descriptionKey="delivery:description" />
)

export const query = graphql`
  query DeliveryPage($language: String!) {
    locales: allLocale(
      filter: { ns: { in: ["common", "delivery"] }, language: { eq: $language } }
    ) {
      ...LocaleEdges
    }
    deliveryMethods: allPrintShopDeliveryMethod(
      filter: { language: { eq: $language } }
      sort: { rank: ASC }
    ) {
      nodes {
        ...DeliveryMethodListing
      }
    }
  }
`
