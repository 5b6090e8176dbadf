import * as React from 'react'
import { graphql } from 'gatsby'
import { InfoArticle } from '../components/info/info-article'
import { Layout } from '../app/layout/layout'
import { Seo, type SeoHeadProps } from '../components/seo/seo'
import { CountryDataCredit } from '../features/language/components/country-data-credit'

export default function PrivacyPage() {
  return (
    <Layout>
      <InfoArticle ns="gdpr" extra={{ geolocation: <CountryDataCredit /> }} />
    </Layout>
  )
}

export const Head = (props: SeoHeadProps) => (
  <Seo head={props} titleKey="gdpr:title" descriptionKey="gdpr:description" />
)

export const query = graphql`
  query PrivacyPage($language: String!) {
    locales: allLocale(filter: { ns: { in: ["common", "gdpr"] }, language: { eq: $language } }) {
      ...LocaleEdges
    }
  }
`
