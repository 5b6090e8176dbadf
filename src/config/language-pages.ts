import { defaultLanguage, languages } from './languages'

/**
 * How gatsby-plugin-react-i18next copies a page into every language: Czech at the root, the others
 * under their prefix. The site runs the plugin's page copying itself (src/node/language-pages.ts); the
 * plugin gets the same options in gatsby-config.ts for its locale nodes and page wrapper.
 */
export const languagePages = {
  languages: [...languages],
  defaultLanguage,
  // One 404 page for every language: it answers with status 404 and switches to the language of
  // the address (src/pages/404.tsx). The plugin's own copies would be soft 404s under /en/*.
  pages: [
    { matchPath: '/404', excludeLanguages: ['sk', 'de', 'en'] },
    { matchPath: '/404.html', excludeLanguages: ['sk', 'de', 'en'] },
  ],
}
