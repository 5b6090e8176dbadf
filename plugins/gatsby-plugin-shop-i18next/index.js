// Gatsby loads gatsby-node.js of this plugin; the site imports node.ts.
