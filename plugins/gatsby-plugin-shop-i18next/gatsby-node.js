// gatsby-plugin-react-i18next's build side: locale files become nodes. Its page copying runs from the
// site (src/node/language-pages.ts, through node.ts) and the site wraps its pages itself (its
// gatsby-browser and gatsby-ssr, src/lib/i18n/page-element.tsx): the plugin imports nothing of src.
const {
  onCreateNode,
  unstable_shouldOnCreateNode,
} = require('gatsby-plugin-react-i18next/dist/plugin/onCreateNode')
const { onPreBootstrap } = require('gatsby-plugin-react-i18next/dist/plugin/onPreBootstrap')

exports.onCreateNode = onCreateNode
// Gatsby 5 reads this name (the plugin exports the Gatsby 4 one): Gatsby then skips the plugin for
// every node that is not a locale file instead of running it for each page and catalogue node.
exports.shouldOnCreateNode = unstable_shouldOnCreateNode
exports.onPreBootstrap = onPreBootstrap
