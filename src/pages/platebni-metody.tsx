import * as React from 'react'
import { graphql } from 'gatsby'
import { InfoArticle } from '../components/info/info-article'
import { Layout } from '../app/layout/layout'
import { Seo, type SeoHeadProps } from '../components/seo/seo'

export default function PaymentMethodsPage() {
  return (
    <Layout>
      <InfoArticle ns="payment-methods" />
    </Layout>
  )
}

export const Head = (props: SeoHeadProps) => (
  <Seo head={props} titleKey="payment-methods:title" descriptionKey="payment-methods:description" />
)

export const query = graphql`
  query PaymentMethodsPage($language: String!) {
    locales: allLocale(
      filter: { ns: { in: ["common", "payment-methods"] }, language: { eq: $language } }
    ) {
      ...LocaleEdges
    }
  }
`
