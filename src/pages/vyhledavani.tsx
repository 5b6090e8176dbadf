import * as React from 'react'
import { graphql } from 'gatsby'
import { Layout } from '../app/layout/layout'
import { Seo, type SeoHeadProps } from '../components/seo/seo'
import { SearchResults } from '../features/search/components/search-results'
import { EARLY_SEARCH_DATA_ID } from '../features/search/early-search'
import { EARLY_SEARCH_SCRIPT, earlySearchSettings } from '../features/search/early-search-script'
import { jsonData } from '../../plugins/gatsby-plugin-build-scale/page'
import { defaultLanguage, isLanguage } from '../config/languages'

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

const pageLanguage = ({ pageContext }: SeoHeadProps) =>
  isLanguage(pageContext.language) ? pageContext.language : defaultLanguage

/**
 * The head also asks the API for the results ahead of the page's scripts, and preloads the first
 * ones' pictures (early-search.inline.ts).
 */
export const Head = (props: SeoHeadProps) => (
  <Seo head={props} titleKey="search:title">
    {jsonData(EARLY_SEARCH_DATA_ID, earlySearchSettings(pageLanguage(props)))}
    <script dangerouslySetInnerHTML={{ __html: EARLY_SEARCH_SCRIPT }} />
  </Seo>
)

export const query = graphql`
  query SearchPage($language: String!) {
    locales: allLocale(
      filter: { ns: { in: ["common", "category", "search"] }, language: { eq: $language } }
    ) {
      ...LocaleEdges
    }
  }
`
