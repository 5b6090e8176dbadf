import * as React from 'react'
import { graphql } from 'gatsby'
import { Layout } from '../app/layout/layout'
import { Seo, type SeoHeadProps } from '../components/seo/seo'
import { FavouritesPage as Favourites } from '../features/favourites/components/favourites-page'

/** /oblibene-produkty: the signed-in shopper's favourites; a visitor is asked to sign in. */
export default function FavouritesPage() {
  return (
    <Layout clientContent>
      <div className="container page-top">
        <Favourites />
      </div>
    </Layout>
  )
}

export const Head = (props: SeoHeadProps) => (
  <Seo head={props} titleKey="favourites:title" noindex />
)

export const query = graphql`
  query FavouritesPage($language: String!) {
    locales: allLocale(
      filter: { ns: { in: ["common", "category", "favourites"] }, language: { eq: $language } }
    ) {
      ...LocaleEdges
    }
  }
`
