import path from 'node:path'
import type { GatsbyConfig } from 'gatsby'
import { defaultLanguage, languages } from './src/config/languages'
import { shop } from './src/config/shop'

const siteUrl = (process.env.SITE_URL || 'http://localhost:9000').replace(/\/$/, '')
/** The API the build reads the catalogue from; the browser's API unless told otherwise. */
const apiUrl = (
  process.env.API_URL ||
  process.env.GATSBY_API_URL ||
  'http://localhost:4000/v1'
).replace(/\/$/, '')

const config: GatsbyConfig = {
  siteMetadata: { siteUrl, title: shop.shopName },
  graphqlTypegen: true,
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
      // gatsby-plugin-react-i18next with a page wrapper that reuses its i18next instances.
      resolve: 'gatsby-plugin-shop-i18next',
      options: {
        localeJsonSourceName: 'locale',
        languages: [...languages],
        defaultLanguage,
        siteUrl,
        trailingSlash: 'never',
        // The plugin's own redirect hides the page until it has sent every visitor, crawlers included,
        // to the browser's language. The spec's choice (geolocation, remembered, crawlers exempt) lives in
        // src/features/language instead.
        redirect: false,
        // One 404 page for every language: it answers with status 404 and switches to the language of
        // the address (src/pages/404.tsx). The plugin's own copies would be soft 404s under /en/*.
        pages: [
          { matchPath: '/404', excludeLanguages: ['sk', 'de', 'en'] },
          { matchPath: '/404.html', excludeLanguages: ['sk', 'de', 'en'] },
        ],
        // No i18nextOptions: pages read their texts with the shop's own translator
        // (src/features/language/translator.ts: `group:key`, `{{value}}` unescaped).
      },
    },
  ],
}

export default config
