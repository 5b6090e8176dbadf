// The plugin's entry for the site's build (src/node): the site imports these, never a module of
// src/ (eslint.config.mjs).

// gatsby-plugin-react-i18next's page copies into every language, run by the site's onCreatePage.
export { languageCopies } from './src/language-copies'
