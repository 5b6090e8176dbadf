// Gatsby loads gatsby-node.js, gatsby-browser.js and gatsby-ssr.js of this plugin.
