// Each piece, what it gains and how to remove it: README.md.
export { onPreInit } from './src/without-slices'
export { sourceNodes } from './src/page-nodes'
export { onCreateWebpackConfig } from './src/webpack-config'
