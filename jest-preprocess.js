// The unit tests' TypeScript and JSX, compiled by swc: the automatic JSX runtime, as Gatsby's babel
// preset gives the site, and CommonJS for jest, with jest.mock calls hoisted above the imports.
module.exports = require('@swc/jest').createTransformer({
  jsc: {
    parser: { syntax: 'typescript', tsx: true },
    transform: { react: { runtime: 'automatic' } },
    target: 'es2022',
  },
  module: { type: 'commonjs' },
})
