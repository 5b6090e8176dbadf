export { onPreInit } from './src/node/without-slices'
export { onCreateWebpackConfig } from './src/node/output-compilation-hash'
export { createPages } from './src/node/catalogue-pages'
export { onPostBuild } from './src/node/sitemap'
