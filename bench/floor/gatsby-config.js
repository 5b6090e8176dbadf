// The floor of `npm run bench:lighthouse`: the lightest page a Gatsby 5 site with
// gatsby-plugin-react-i18next can serve (two languages, one translated string). Everything it
// needs comes from the repository's node_modules; bench/lib/floor.mjs builds and serves it.
const path = require('node:path')

module.exports = {
  siteMetadata: { siteUrl: 'http://localhost' },
  trailingSlash: 'never',
  plugins: [
    {
      resolve: 'gatsby-source-filesystem',
      options: { name: 'locale', path: path.join(__dirname, 'locales') },
    },
    {
      resolve: 'gatsby-plugin-react-i18next',
      options: {
        localeJsonSourceName: 'locale',
        languages: ['cs', 'en'],
        defaultLanguage: 'cs',
        siteUrl: 'http://localhost',
        trailingSlash: 'never',
        redirect: false,
        i18nextOptions: { interpolation: { escapeValue: false } },
      },
    },
  ],
}
