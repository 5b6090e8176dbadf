import * as React from 'react'
import { graphql } from 'gatsby'
import { Layout } from '../components/layout/layout'
import { Seo, type SeoHeadProps } from '../components/seo/seo'
import { PrivateRoute } from '../features/auth/components/private-route'
import { FavouritesList } from '../features/favourites/components/favourites-list'

/** /oblibene-produkty: the signed-in shopper's favourites (a private route). */
export default function FavouritesPage() {
  return (
    <Layout clientContent>
      <PrivateRoute>
        <div className="container page-top">
          <FavouritesList />
        </div>
      </PrivateRoute>
    </Layout>
  )
}

export const Head = (props: SeoHeadProps) => (
  <Seo head={props} titleKey="favorite-products:title" noindex />
)

export const query = graphql`
  query FavouritesPage($language: String!) {
    locales: allLocale(
      filter: {
        ns: { in: ["common", "category", "favorite-products"] }
        language: { eq: $language }
      }
    ) {
      ...LocaleEdges
    }
  }
`
