import * as React from 'react'
import { graphql } from 'gatsby'
import { InfoArticle } from '../components/info/info-article'
import { Layout } from '../app/layout/layout'
import { Seo, type SeoHeadProps } from '../components/seo/seo'

export default function AboutPage() {
  return (
    <Layout>
      <InfoArticle ns="about" />
    </Layout>
  )
}

export const Head = (props: SeoHeadProps) => (
  <Seo head={props} titleKey="about:title" descriptionKey="about:description" />
)

export const query = graphql`
  query AboutPage($language: String!) {
    locales: allLocale(filter: { ns: { in: ["common", "about"] }, language: { eq: $language } }) {
      ...LocaleEdges
    }
  }
`
