export { createPages } from './src/node/catalogue-pages'
export { onPostBuild } from './src/node/sitemap'
export { onCreatePage } from './src/node/language-pages'
