import path from 'node:path'
import type { GatsbyConfig } from 'gatsby'
import { languagePages } from './src/config/language-pages'
import { languages } from './src/config/languages'

const siteUrl = (process.env.SITE_URL || 'http://localhost:9000').replace(/\/$/, '')
/** The API the build reads the catalogue from; the browser's API unless told otherwise. */
const apiUrl = (
  process.env.API_URL ||
  process.env.GATSBY_API_URL ||
  'http://localhost:4000/v1'
).replace(/\/$/, '')

const config: GatsbyConfig = {
  siteMetadata: { siteUrl },
  // Types for the page queries (Queries.*), written to src/gatsby-types.d.ts by every build and develop.
  graphqlTypegen: { generateOnBuild: true },
  trailingSlash: 'never',
  plugins: [
    {
      resolve: 'gatsby-source-print-shop',
      options: { apiUrl, languages: [...languages] },
    },
    'gatsby-plugin-image',
    {
      resolve: 'gatsby-source-filesystem',
      options: { name: 'locale', path: path.resolve(__dirname, 'locales') },
    },
    {
      // gatsby-plugin-react-i18next's locale nodes, with the shop's own page wrapper and translator
      // (its page copies into every language are made by the site: src/node/language-pages.ts).
      resolve: 'gatsby-plugin-shop-i18next',
      options: {
        localeJsonSourceName: 'locale',
        ...languagePages,
        siteUrl,
        trailingSlash: 'never',
        // The plugin's own redirect hides the page until it has sent every visitor, crawlers included,
        // to the browser's language. The spec's choice (geolocation, remembered, crawlers exempt) lives in
        // src/features/language instead.
        redirect: false,
        // No i18nextOptions: pages read their texts with the shop's own translator
        // (src/features/language/translator.ts: `group:key`, `{{value}}` unescaped).
      },
    },
    // What the build and the first visit do through Gatsby's and its plugins' internals (slices off,
    // per-page CSS, pictures written once, hydration in slices, …): its README lists each piece with
    // the version it targets. Last, so its webpack changes apply to everything set up before them.
    'gatsby-plugin-build-scale',
  ],
}

export default config
