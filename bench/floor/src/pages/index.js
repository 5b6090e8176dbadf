import { graphql } from 'gatsby'
import { useTranslation } from 'gatsby-plugin-react-i18next'
import React from 'react'

export default function Hello() {
  const { t } = useTranslation()
  return (
    <main>
      <h1>{t('hello')}</h1>
    </main>
  )
}

export const Head = ({ data }) => {
  const language = data.locales.edges[0]?.node.language ?? 'cs'
  return (
    <>
      <html lang={language} />
      <title>Floor</title>
      {/* No favicon request: a 404 would be a console error the shop's pages do not have. */}
      <link rel="icon" href="data:," />
      <meta name="description" content="The floor of the Lighthouse benchmark." />
    </>
  )
}

export const query = graphql`
  query ($language: String!) {
    locales: allLocale(filter: { language: { eq: $language } }) {
      edges {
        node {
          ns
          data
          language
        }
      }
    }
  }
`
