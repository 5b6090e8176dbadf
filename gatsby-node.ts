export { createPages } from './src/node/catalogue-pages'
export { onPostBuild } from './src/node/post-build'
export { onCreatePage } from './src/node/language-pages'
export { createResolvers, createSchemaCustomization } from './src/node/christmas-promise'
