export { onPreInit } from './src/node/without-slices'
export { createPages } from './src/node/catalogue-pages'
export { onPostBuild } from './src/node/sitemap'
