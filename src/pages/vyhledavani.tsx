import * as React from 'react'
import { graphql } from 'gatsby'
import { Layout } from '../app/layout/layout'
import { Seo, type SeoHeadProps } from '../components/seo/seo'
import { SearchResults } from '../features/search/components/search-results'
import { earlySearchScript, firstResultsPictures } from '../features/search/early-search-script'
import { env } from '../config/env'
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
 * ones' pictures (early-search-script.ts).
 */
export const Head = (props: SeoHeadProps) => (
  <Seo head={props} titleKey="search:title">
    <script
      dangerouslySetInnerHTML={{
        __html: earlySearchScript(env.apiUrl, pageLanguage(props), firstResultsPictures()),
      }}
    />
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
