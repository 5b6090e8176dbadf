// gatsby-plugin-image's picture renderer, by the name the build gives it
// (plugins/gatsby-plugin-build-scale/src/webpack-config.ts, PICTURE_RENDERER): imported for its code alone.
declare module 'gatsby-plugin-image/lazy-hydrate'
