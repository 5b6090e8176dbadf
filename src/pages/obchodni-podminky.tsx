import * as React from 'react'
import { graphql } from 'gatsby'
import { InfoArticle } from '../components/info/info-article'
import { Layout } from '../app/layout/layout'
import { Seo, type SeoHeadProps } from '../components/seo/seo'

export default function TermsPage() {
  return (
    <Layout>
      <InfoArticle ns="terms-n-conditions" />
    </Layout>
  )
}

export const Head = (props: SeoHeadProps) => (
  <Seo
    head={props}
    titleKey="terms-n-conditions:title"
    descriptionKey="terms-n-conditions:description"
  />
)

export const query = graphql`
  query TermsPage($language: String!) {
    locales: allLocale(
      filter: { ns: { in: ["common", "terms-n-conditions"] }, language: { eq: $language } }
    ) {
      ...LocaleEdges
    }
  }
`
