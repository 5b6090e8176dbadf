import path from 'node:path'
import type { GatsbyNode } from 'gatsby'
import type { Configuration } from 'webpack'
import { OutputCompilationHash } from './output-compilation-hash'

/**
 * Each page's own CSS instead of one stylesheet of the whole shop. Gatsby puts every CSS module into a
 * single `styles` chunk and inlines it into every page: 79 KB of basket, checkout and profile rules in
 * each product page's HTML, written 40 000 times by a full build. Without that group a CSS module stays
 * in the chunk of the code that imports it; a page inlines the CSS of its own chunks, and a dialog or
 * the configurator brings its CSS along when it loads (mini-css-extract finds a chunk's inlined CSS by
 * its `data-href`, so nothing is loaded twice).
 */
export function withoutSharedStylesheet(config: Configuration): Configuration {
  const splitChunks = config.optimization?.splitChunks
  if (!splitChunks || !splitChunks.cacheGroups) return config
  return {
    ...config,
    optimization: {
      ...config.optimization,
      splitChunks: { ...splitChunks, cacheGroups: { ...splitChunks.cacheGroups, styles: false } },
    },
  }
}

/** The browser's stand-in for react-dom/server (see src/lib/static-markup.ts). */
export function staticMarkupAlias(siteDirectory: string) {
  return { 'react-dom/server$': path.join(siteDirectory, 'src', 'lib', 'static-markup.ts') }
}

/**
 * Aliases put before the configuration's own: webpack takes the first alias that matches, and Gatsby's
 * `react-dom` alias matches `react-dom/server` too.
 */
export function withAliasesFirst(
  config: Configuration,
  aliases: Record<string, string>,
): Configuration {
  const existing = config.resolve?.alias
  if (Array.isArray(existing)) throw new Error('webpack aliases as a list are not expected here')
  return { ...config, resolve: { ...config.resolve, alias: { ...aliases, ...existing } } }
}

export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({
  stage,
  actions,
  getConfig,
  store,
}) => {
  if (stage !== 'build-javascript' && stage !== 'build-html') return
  actions.setWebpackConfig({ plugins: [new OutputCompilationHash()] })
  if (stage !== 'build-javascript') return
  const siteDirectory = store.getState().program.directory
  actions.replaceWebpackConfig(
    withAliasesFirst(withoutSharedStylesheet(getConfig()), staticMarkupAlias(siteDirectory)),
  )
}
