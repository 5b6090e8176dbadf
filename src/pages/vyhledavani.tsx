import * as React from 'react'
import { graphql } from 'gatsby'
import { Layout } from '../app/layout/layout'
import { Seo, type SeoHeadProps } from '../components/seo/seo'
import { SearchResults } from '../features/search/components/search-results'

/** /vyhledavani?search=…: the products whose names match, paged like the catalogue grids. */
export default function SearchPage() {
  return (
    <Layout clientContent>
      <div className="container">
        <SearchResults />
      </div>
    </Layout>
  )
}

export const Head = (props: SeoHeadProps) => <Seo head={props} titleKey="search:title" />

export const query = graphql`
  query SearchPage($language: String!) {
    locales: allLocale(
      filter: { ns: { in: ["common", "category", "search"] }, language: { eq: $language } }
    ) {
      ...LocaleEdges
    }
  }
`
