import * as React from 'react'
import { graphql } from 'gatsby'
import { InfoArticle } from '../components/info/info-article'
import { Layout } from '../app/layout/layout'
import { Seo, type SeoHeadProps } from '../components/seo/seo'

export default function TechTermsPage() {
  return (
    <Layout>
      <InfoArticle ns="tech-n-conditions" />
    </Layout>
  )
}

export const Head = (props: SeoHeadProps) => (
  <Seo
    head={props}
    titleKey="tech-n-conditions:title"
    descriptionKey="tech-n-conditions:description"
  />
)

export const query = graphql`
  query TechTermsPage($language: String!) {
    locales: allLocale(
      filter: { ns: { in: ["common", "tech-n-conditions"] }, language: { eq: $language } }
    ) {
      ...LocaleEdges
    }
  }
`
