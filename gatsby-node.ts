export { onPreInit } from './src/node/without-slices'
export { onCreateWebpackConfig } from './src/node/renderer-environment'
export { createPages } from './src/node/catalogue-pages'
export { onPostBuild } from './src/node/sitemap'
