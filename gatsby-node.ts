export { onPostBuild } from './src/node/sitemap'
