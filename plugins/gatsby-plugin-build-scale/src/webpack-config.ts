import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import type { GatsbyNode } from 'gatsby'
import type { Configuration, RuleSetRule, RuleSetUseItem } from 'webpack'
import { OutputCompilationHash } from './output-compilation-hash'
import { allComponentScripts, COMPONENT_SCRIPTS, type WebpackStats } from './page-chunks'

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

/**
 * The file of a chunk loaded on demand: its id and 12 hex digits of its content's hash
 * (`4369-26a7f807c172.js`). 48 bits: two versions of one chunk id sharing a name, which a browser
 * holding the old one for a year (deploy/nginx) would then keep using, is a chance of 1 in 2^48
 * per change. The runtime's tables hold one hash per chunk, about 120 of them.
 */
export const chunkFilesById = {
  javascript: '[id]-[contenthash:12].js',
  css: '[id].[contenthash:12].css',
}

/**
 * Files of the chunks loaded on demand named by id and a shorter hash, without Gatsby's `[name]`.
 * webpack's runtime, on every page, holds a table from each such chunk to its file: with names it
 * is two tables (ids to names such as `component---src-pages-kosik-dokonceni-objednavky-tsx` or a
 * shared chunk's 40-digit hash, and ids to 20-digit content hashes) for the scripts and two for the
 * stylesheets; by id only the short hashes remain: 11.8 → 7.2 KB, 4.5 → 3.4 KB gzipped, on every
 * page. The chunks a page starts with (webpack runtime, framework, app) keep their names, which
 * webpack takes from `output.filename`; Gatsby finds every file through webpack.stats.json, by chunk
 * name, whatever the file is called.
 */
export function withChunkFilesById(config: Configuration): Configuration {
  return {
    ...config,
    output: { ...config.output, chunkFilename: chunkFilesById.javascript },
    plugins: config.plugins?.map((plugin) => {
      const options = (plugin as { options?: { chunkFilename?: unknown } } | null)?.options
      if (plugin?.constructor.name !== 'MiniCssExtractPlugin' || !options) return plugin
      const copy = Object.create(Object.getPrototypeOf(plugin)) as typeof plugin
      return Object.assign(copy, plugin, {
        options: { ...options, chunkFilename: chunkFilesById.css },
      })
    }),
  }
}

/**
 * Short CSS-module class names in the built site: `a7Kqzd` instead of Gatsby's
 * `product-detail-module--detail--67a50`. A product page's HTML carries about 380 of them (12.5 of its
 * 91 KB) plus its inlined stylesheet, written 40 000 times by a full build and parsed by every visitor.
 * Letters only (base52), so a name never starts with a digit; six of them make a clash between the
 * shop's few hundred classes practically impossible. css-loader hashes the file's path and the class
 * name, so the browser and the server build agree. `gatsby develop` keeps the readable names.
 */
export const shortClassNames = '[hash:base52:6]'

export function withShortClassNames(config: Configuration): Configuration {
  const item = (use: RuleSetUseItem): RuleSetUseItem => {
    if (typeof use !== 'object' || !use || typeof use.options !== 'object' || !use.options)
      return use
    const modules = (use.options as { modules?: unknown }).modules
    if (!/[/\\]css-loader[/\\]/.test(use.loader ?? '') || !modules || typeof modules !== 'object')
      return use
    return {
      ...use,
      options: { ...use.options, modules: { ...modules, localIdentName: shortClassNames } },
    }
  }
  const rule = (entry: RuleSetRule | '...' | false | null | undefined | 0 | ''): typeof entry => {
    if (!entry || typeof entry !== 'object') return entry
    return {
      ...entry,
      ...(entry.oneOf && { oneOf: entry.oneOf.map(rule) as RuleSetRule[] }),
      ...(entry.rules && { rules: entry.rules.map(rule) as RuleSetRule[] }),
      ...(Array.isArray(entry.use) && { use: entry.use.map((use) => (use ? item(use) : use)) }),
      ...(entry.use &&
        typeof entry.use === 'object' &&
        !Array.isArray(entry.use) && { use: item(entry.use) }),
    }
  }
  const rules = config.module?.rules
  if (!rules) return config
  return { ...config, module: { ...config.module, rules: rules.map(rule) } }
}

/** This plugin's folder, from the site's: Parcel compiles gatsby-node.ts away from it. */
export const pluginDirectory = (siteDirectory: string) =>
  path.join(siteDirectory, 'plugins', 'gatsby-plugin-build-scale')

/** The browser's stand-in for react-dom/server (see static-markup.ts). */
export function staticMarkupAlias(siteDirectory: string) {
  return {
    'react-dom/server$': path.join(pluginDirectory(siteDirectory), 'src', 'static-markup.ts'),
  }
}

/**
 * The browser's `use-sync-external-store/shim` (swr's import): React's own hook, without the shim's
 * fallback for React 16 and 17 (0.3 KB gzipped in every page's app chunk).
 */
export function reactSyncExternalStoreAlias(siteDirectory: string) {
  return {
    'use-sync-external-store/shim$': path.join(
      pluginDirectory(siteDirectory),
      'src',
      'react-sync-external-store.ts',
    ),
  }
}

/**
 * Gatsby's own partytown plugin, whose browser half acts in `gatsby develop` only: in a built site
 * its `onInitialClientRender` returns at once, yet its `require("gatsby-script")` (CommonJS, so
 * nothing of it is shaken out) put gatsby-script and Partytown's snippet, 1.7 KB gzipped, in every
 * first visit's app chunk. The shop uses no `<Script>`; the browser build gets an empty module for
 * that file (`false`); none when the installed Gatsby has no such file.
 */
export function developmentPartytownAlias(siteDirectory: string): Record<string, false> {
  try {
    const require = createRequire(path.join(siteDirectory, 'package.json'))
    return {
      [require.resolve('gatsby/dist/internal-plugins/partytown/gatsby-browser.js')]: false,
    }
  } catch {
    return {}
  }
}

/**
 * Gatsby's service-worker registration, which its production app requires only when a plugin's
 * `registerServiceWorker` answers true (gatsby-plugin-offline's does): webpack bundles a conditional
 * `require` all the same, 0.6 KB gzipped in every first visit's app chunk. Without such a plugin the
 * browser build gets an empty module for the app's copy (`.cache/register-service-worker.js`).
 */
export function unregisteredServiceWorkerAlias(
  siteDirectory: string,
  plugins: readonly { browserAPIs?: readonly string[] }[],
): Record<string, false> {
  if (plugins.some((plugin) => plugin.browserAPIs?.includes('registerServiceWorker'))) return {}
  return { [path.join(siteDirectory, '.cache', 'register-service-worker.js')]: false }
}

/**
 * gatsby-plugin-image's picture renderer: the code its GatsbyImage imports (`import()`) once a
 * picture has mounted in the browser, before it can show it. Left to webpack, that is a chunk of its
 * own, one more request after a client-side move or a search's results before their pictures show.
 * The browser builds parse the package's modules with webpack's eager mode for `import()` (a public
 * parser option), so the renderer comes in the chunk that holds GatsbyImage. The renderer's own
 * modules stay lazy: they load a polyfill for browsers without `object-fit` that no other browser
 * should download. No rule where the package is not installed; the renderer is then lazy as before.
 */
export function pictureRendererRules(siteDirectory: string, stage: string): RuleSetRule[] {
  if (stage !== 'develop' && stage !== 'build-javascript') return []
  let packageDirectory: string
  try {
    const require = createRequire(path.join(siteDirectory, 'package.json'))
    packageDirectory = path.dirname(require.resolve('gatsby-plugin-image/package.json'))
  } catch {
    return []
  }
  return [
    {
      test: (file: string) => file.startsWith(packageDirectory + path.sep),
      exclude: RENDERER_MODULE,
      parser: { dynamicImportMode: 'eager' },
    },
  ]
}

/** The renderer's modules by their file name in gatsby-plugin-image's build (`lazy-hydrate-{hash}.js`). */
export const RENDERER_MODULE = /[\\/]lazy-hydrate-[^\\/]*\.js$/

/** The config with the picture renderer's rules for `stage`. */
export function withPictureRenderer(
  config: Configuration,
  siteDirectory: string,
  stage: string,
): Configuration {
  const rules = [...pictureRendererRules(siteDirectory, stage), ...(config.module?.rules ?? [])]
  return { ...config, module: { ...config.module, rules } }
}

/**
 * Paths resolved as they are written, without asking the file system whether each folder on the way
 * is a symbolic link: a profile of a 2,000-picture build found 2.5 s of `readlink` in building the
 * HTML renderer. The storefront imports nothing but types from the API's workspace
 * (`@print-shop/api`). The shop domain's workspace is TypeScript source: through its link in
 * node_modules Gatsby's babel rule would take it for a published package and leave it untranspiled,
 * so it resolves straight to its folder.
 */
export function withoutSymlinkResolution(
  config: Configuration,
  siteDirectory: string,
): Configuration {
  return withAliasesFirst(
    { ...config, resolve: { ...config.resolve, symlinks: false } },
    { '@print-shop/shop-domain': path.join(siteDirectory, 'packages', 'shop-domain', 'src') },
  )
}

/** The variables Gatsby defines for itself; every GATSBY_ variable is kept as well. */
const gatsbyOwnVariables = new Set(['NODE_ENV', 'PUBLIC_DIR', 'BUILD_STAGE', 'CYPRESS_SUPPORT'])

type Definitions = Record<string, unknown>
interface DefinePluginLike {
  definitions: Definitions
  constructor: new (definitions: Definitions) => unknown
}

const isDefinePlugin = (plugin: unknown): plugin is DefinePluginLike =>
  !!plugin &&
  typeof plugin === 'object' &&
  plugin.constructor?.name === 'DefinePlugin' &&
  typeof (plugin as { definitions?: unknown }).definitions === 'object'

/**
 * The server build reads the environment when it renders, not when it is bundled. For its server build
 * Gatsby defines every environment variable there is (`process.env.NAME`, and `process.env` itself as
 * an empty object), and webpack builds every module again when the set of defined names changes (its
 * DefinePlugin keeps a hash of the names per module). A build started by `npm run rebuild` has npm's
 * variables and the rebuild's reading, a build started otherwise has not: the first rebuild after such a
 * build rebuilt 596 of the HTML renderer's 618 modules, and building the renderer took 7 to 9 s of a
 * one-picture rebuild instead of about 2. The server build keeps Gatsby's own names and the GATSBY_
 * variables, as the browser build has them; code that reads any other variable gets it from the render
 * workers' environment, which is the build's.
 */
export function withServerEnvironmentAtRuntime(config: Configuration): Configuration {
  const keep = (name: string) => {
    if (name === 'process.env') return false
    if (!name.startsWith('process.env.')) return true
    const variable = name.slice('process.env.'.length)
    return variable.startsWith('GATSBY_') || gatsbyOwnVariables.has(variable)
  }
  const plugins = (config.plugins ?? []).map((plugin) => {
    if (!isDefinePlugin(plugin)) return plugin
    const definitions = Object.fromEntries(
      Object.entries(plugin.definitions).filter(([name]) => keep(name)),
    )
    return new plugin.constructor(definitions) as typeof plugin
  })
  return { ...config, plugins: plugins as Configuration['plugins'] }
}

/**
 * Aliases put before the configuration's own: webpack takes the first alias that matches, and Gatsby's
 * `react-dom` alias matches `react-dom/server` too.
 */
export function withAliasesFirst(
  config: Configuration,
  aliases: Record<string, string | false>,
): Configuration {
  const existing = config.resolve?.alias
  if (Array.isArray(existing)) throw new Error('webpack aliases as a list are not expected here')
  return { ...config, resolve: { ...config.resolve, alias: { ...aliases, ...existing } } }
}

/**
 * The page components' scripts as a constant of the render bundle (page-chunks.ts), read from the
 * browser build's webpack.stats.json, which Gatsby writes before it compiles the render bundle. The
 * same browser build gives the same constant, so a rebuild of the catalogue alone keeps the render
 * bundle, and Gatsby renders only the pages whose data changed.
 */
export function componentScriptsDefinition(siteDirectory: string): Record<string, string> {
  const file = path.join(siteDirectory, 'public', 'webpack.stats.json')
  const stats: WebpackStats = fs.existsSync(file)
    ? (JSON.parse(fs.readFileSync(file, 'utf8')) as WebpackStats)
    : { namedChunkGroups: {} }
  return { [COMPONENT_SCRIPTS]: JSON.stringify(allComponentScripts(stats)) }
}

/**
 * The page's inline scripts, each `<name>.inline.ts` module compiled (inline-script-texts.cjs), as
 * `INLINE_SCRIPTS.<name>` string constants of every bundle: each bundle holds the texts its code
 * puts into a page. A change to an inline script's code needs a new `gatsby develop`.
 */
export function inlineScriptsDefinition(siteDirectory: string): Record<string, string> {
  const texts = createRequire(path.join(pluginDirectory(siteDirectory), 'package.json'))(
    './src/inline-script-texts.cjs',
  ) as { inlineScriptsDefinition(siteDirectory: string): Record<string, string> }
  return texts.inlineScriptsDefinition(siteDirectory)
}

export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({
  stage,
  actions,
  getConfig,
  store,
  plugins,
}) => {
  const siteDirectory = store.getState().program.directory
  const inlineScripts = plugins.define(inlineScriptsDefinition(siteDirectory))
  if (stage !== 'build-javascript' && stage !== 'build-html') {
    actions.setWebpackConfig({
      module: { rules: pictureRendererRules(siteDirectory, stage) },
      plugins: [inlineScripts],
    })
    return
  }
  actions.setWebpackConfig({ plugins: [new OutputCompilationHash(), inlineScripts] })
  const config = withPictureRenderer(
    withoutSymlinkResolution(withShortClassNames(getConfig()), siteDirectory),
    siteDirectory,
    stage,
  )
  actions.replaceWebpackConfig(
    stage === 'build-html'
      ? withServerEnvironmentAtRuntime({
          ...config,
          plugins: [
            ...(config.plugins ?? []),
            plugins.define(componentScriptsDefinition(siteDirectory)),
          ],
        })
      : withAliasesFirst(withChunkFilesById(withoutSharedStylesheet(config)), {
          ...staticMarkupAlias(siteDirectory),
          ...developmentPartytownAlias(siteDirectory),
          ...unregisteredServiceWorkerAlias(siteDirectory, store.getState().flattenedPlugins),
          ...reactSyncExternalStoreAlias(siteDirectory),
        }),
  )
}
