// Gatsby loads gatsby-node.ts, gatsby-browser.tsx and gatsby-ssr.tsx of this plugin.
