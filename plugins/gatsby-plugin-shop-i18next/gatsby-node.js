// gatsby-plugin-react-i18next's build side as it is: locale files become nodes, pages get a copy per
// language. Only its page wrapper is replaced (gatsby-browser.js, gatsby-ssr.js).
module.exports = require('gatsby-plugin-react-i18next/gatsby-node')
