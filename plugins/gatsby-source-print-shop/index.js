// Gatsby loads this plugin's gatsby-node.ts; it has no browser or SSR code.
