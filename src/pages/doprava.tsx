import * as React from 'react'
import { graphql } from 'gatsby'
import { InfoArticle } from '../components/info/info-article'
import { Layout } from '../app/layout/layout'
import { Seo, type SeoHeadProps } from '../components/seo/seo'

export default function DeliveryPage() {
  return (
    <Layout>
      <InfoArticle ns="delivery" />
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
  }
`
