/**
 * @jest-environment node
 */
import fs from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import * as React from 'react'
import webpack, { type Configuration, type RuleSetRule } from 'webpack'
import {
  RENDERER_MODULE,
  chunkFilesById,
  developmentPartytownAlias,
  pictureRendererRules,
  reactSyncExternalStoreAlias,
  shortClassNames,
  staticMarkupAlias,
  unregisteredServiceWorkerAlias,
  withAliasesFirst,
  withChunkFilesById,
  withoutSharedStylesheet,
  withShortClassNames,
  withoutSymlinkResolution,
  withServerEnvironmentAtRuntime,
} from '../webpack-config'

describe('withoutSharedStylesheet', () => {
  it("drops Gatsby's one-stylesheet group and keeps every other setting", () => {
    const framework = { name: 'framework', priority: 40 }
    const config: Configuration = {
      mode: 'production',
      optimization: {
        minimize: true,
        splitChunks: {
          chunks: 'all',
          minSize: 20000,
          cacheGroups: { framework, styles: { name: 'styles', enforce: true } },
        },
      },
    }
    const changed = withoutSharedStylesheet(config)
    expect(changed.optimization?.splitChunks).toEqual({
      chunks: 'all',
      minSize: 20000,
      cacheGroups: { framework, styles: false },
    })
    expect(changed.optimization?.minimize).toBe(true)
    expect(changed.mode).toBe('production')
    // The configuration it was given is left as it was.
    expect(config.optimization?.splitChunks).toMatchObject({
      cacheGroups: { styles: { name: 'styles' } },
    })
  })

  it('leaves a configuration without chunk groups alone', () => {
    const config: Configuration = { optimization: { splitChunks: false } }
    expect(withoutSharedStylesheet(config)).toBe(config)
  })
})

describe('staticMarkupAlias', () => {
  it("sends the browser build's react-dom/server to the stand-in, which exports what the image plugin uses", () => {
    const alias = staticMarkupAlias(path.resolve(__dirname, '../../../..'))
    expect(fs.existsSync(alias['react-dom/server$'])).toBe(true)
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    expect(typeof require(alias['react-dom/server$']).renderToStaticMarkup).toBe('function')
  })
})

describe('withAliasesFirst', () => {
  it("puts the given aliases before the configuration's, which stay", () => {
    const config: Configuration = {
      resolve: { extensions: ['.js'], alias: { 'react-dom': '/site/node_modules/react-dom' } },
    }
    const changed = withAliasesFirst(config, {
      'react-dom/server$': '/site/plugins/gatsby-plugin-build-scale/src/static-markup.ts',
    })
    expect(Object.entries(changed.resolve?.alias ?? {})).toEqual([
      ['react-dom/server$', '/site/plugins/gatsby-plugin-build-scale/src/static-markup.ts'],
      ['react-dom', '/site/node_modules/react-dom'],
    ])
    expect(changed.resolve?.extensions).toEqual(['.js'])
  })
})

/** css-loader's own naming function (loader-utils, the version css-loader resolves). */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { interpolateName } = require(
  require.resolve('loader-utils', { paths: [path.dirname(require.resolve('css-loader'))] }),
) as { interpolateName: (context: object, name: string, options: { content: string }) => string }

interface TestRule {
  test?: RegExp
  use?: string | Array<{ loader: string; options?: object }>
  oneOf?: TestRule[]
}

describe('withShortClassNames', () => {
  const cssLoader = '/site/node_modules/css-loader/dist/cjs.js'
  const gatsbyModules = {
    namedExport: true,
    localIdentName: '[name]--[local]--[hash:hex:5]',
    exportLocalsConvention: 'dashesOnly',
  }
  const config: Configuration = {
    mode: 'production',
    module: {
      rules: [
        { test: /\.js$/, use: 'babel-loader' },
        {
          oneOf: [
            {
              test: /\.module\.css$/,
              use: [
                { loader: '/site/node_modules/mini-css-extract-plugin/dist/loader.js' },
                { loader: cssLoader, options: { importLoaders: 1, modules: gatsbyModules } },
              ],
            },
            { test: /\.css$/, use: [{ loader: cssLoader, options: { modules: false } }] },
          ],
        },
      ],
    },
  }

  it('gives CSS modules short names and leaves global CSS and other loaders as they were', () => {
    const [script, css] = withShortClassNames(config).module?.rules as [TestRule, TestRule]
    expect(script).toEqual({ test: /\.js$/, use: 'babel-loader' })
    const [modules, global] = css.oneOf as [TestRule, TestRule]
    expect(modules.use).toEqual([
      { loader: '/site/node_modules/mini-css-extract-plugin/dist/loader.js' },
      {
        loader: cssLoader,
        options: {
          importLoaders: 1,
          modules: { ...gatsbyModules, localIdentName: shortClassNames },
        },
      },
    ])
    expect(global.use).toEqual([{ loader: cssLoader, options: { modules: false } }])
    // The configuration it was given is left as it was.
    expect(JSON.stringify(config)).toContain('[name]--[local]--[hash:hex:5]')
  })

  it('makes names of six letters, the same for the same class of the same file', () => {
    const name = (file: string, local: string) =>
      interpolateName({ resourcePath: file }, shortClassNames, {
        content: `src/${file}\x00${local}`,
      })
    const names = ['title', 'price', 'image', 'card', 'link', 'heart'].map((local) =>
      name('image-card.module.css', local),
    )
    for (const generated of names) expect(generated).toMatch(/^[A-Za-z]{6}$/)
    expect(new Set(names).size).toBe(names.length)
    expect(name('image-card.module.css', 'title')).toBe(names[0])
    expect(name('top-bar.module.css', 'title')).not.toBe(names[0])
  })
})

describe('withoutSymlinkResolution', () => {
  const siteDirectory = path.resolve(__dirname, '../../../..')

  it('resolves paths as written and keeps the other resolve settings', () => {
    const config: Configuration = { resolve: { extensions: ['.tsx', '.ts'], symlinks: true } }
    expect(withoutSymlinkResolution(config, '/site').resolve).toEqual({
      extensions: ['.tsx', '.ts'],
      symlinks: false,
      alias: { '@print-shop/shop-domain': '/site/packages/shop-domain/src' },
    })
  })

  // A real webpack compilation: seconds on a busy machine, more than jest's default 5.
  it("transpiles the shop domain with the site's own code, as Gatsby's babel rule does", async () => {
    const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-domain-'))
    try {
      fs.writeFileSync(
        path.join(directory, 'entry.js'),
        "export { printUnitPrice } from '@print-shop/shop-domain/pricing'",
      )
      // Gatsby's JavaScript rule: source files only, nothing below node_modules.
      const rule: RuleSetRule = {
        test: /\.(js|ts)$/,
        include: (modulePath: string) => !/node_modules/.test(modulePath),
        use: [
          {
            loader: require.resolve('babel-loader'),
            options: { presets: [require.resolve('@babel/preset-typescript')], babelrc: false },
          },
        ],
      }
      const config = withoutSymlinkResolution(
        { resolve: { extensions: ['.js', '.ts'] }, module: { rules: [rule] } },
        siteDirectory,
      )
      const stats = await new Promise<webpack.Stats>((resolve, reject) =>
        webpack({
          ...config,
          mode: 'none',
          target: 'node',
          context: directory,
          entry: './entry.js',
          output: { path: directory, filename: 'bundle.js', library: { type: 'commonjs2' } },
        }).run((error, result) => (error || !result ? reject(error) : resolve(result))),
      )
      expect(stats.toJson({ all: false, errors: true }).errors).toEqual([])
      const load = createRequire(__filename)
      const { printUnitPrice } = load(path.join(directory, 'bundle.js'))
      const layout = {
        minSideMm: 100,
        maxSideMm: 750,
        sizes: [{ widthMm: 300, heightMm: 200, price: 7900 }],
        customPrice: null,
      }
      expect(printUnitPrice(layout, 35, 200, 300, 'CZK')).toBe(10_700)
    } finally {
      fs.rmSync(directory, { recursive: true, force: true })
    }
  }, 30_000)
})

describe('withServerEnvironmentAtRuntime', () => {
  /** Gatsby's definitions for its server build: every variable of the environment it runs in. */
  const serverConfig = (environment: Record<string, string>): Configuration => ({
    target: 'node',
    plugins: [
      new webpack.DefinePlugin({
        ...Object.fromEntries(
          Object.entries({ NODE_ENV: 'production', BUILD_STAGE: 'build-html', ...environment }).map(
            ([name, value]) => [`process.env.${name}`, JSON.stringify(value)],
          ),
        ),
        'process.env': '({})',
        __PATH_PREFIX__: '""',
      }),
      new webpack.IgnorePlugin({ resourceRegExp: /^\.\/locale$/ }),
    ],
  })
  const definedNames = (config: Configuration) =>
    Object.keys(
      (
        config.plugins?.find(
          (plugin) => plugin instanceof webpack.DefinePlugin,
        ) as webpack.DefinePlugin
      ).definitions,
    ).sort()

  it('defines the same names whatever else the environment holds', () => {
    const shared = { GATSBY_API_URL: 'http://localhost:4000/v1', PATH: '/usr/bin' }
    const fromShell = withServerEnvironmentAtRuntime(serverConfig(shared))
    const fromRebuild = withServerEnvironmentAtRuntime(
      serverConfig({ ...shared, npm_lifecycle_event: 'rebuild', PRINT_SHOP_SNAPSHOT: '/tmp/x' }),
    )
    expect(definedNames(fromShell)).toEqual([
      '__PATH_PREFIX__',
      'process.env.BUILD_STAGE',
      'process.env.GATSBY_API_URL',
      'process.env.NODE_ENV',
    ])
    expect(definedNames(fromRebuild)).toEqual(definedNames(fromShell))
    expect(fromRebuild.plugins?.[1]).toBeInstanceOf(webpack.IgnorePlugin)
  })

  it('inlines GATSBY_ variables and NODE_ENV; the bundle reads any other variable when it runs', async () => {
    const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'server-env-'))
    try {
      fs.writeFileSync(
        path.join(directory, 'entry.js'),
        'module.exports = { api: process.env.GATSBY_API_URL, mode: process.env.NODE_ENV, other: process.env.SHOP_TEST_VARIABLE }',
      )
      const config = withServerEnvironmentAtRuntime(
        serverConfig({ GATSBY_API_URL: 'http://api.test/v1', SHOP_TEST_VARIABLE: 'at build' }),
      )
      const stats = await new Promise<webpack.Stats>((resolve, reject) =>
        webpack({
          ...config,
          mode: 'none',
          context: directory,
          entry: './entry.js',
          output: { path: directory, filename: 'bundle.js', library: { type: 'commonjs2' } },
        }).run((error, result) => (error || !result ? reject(error) : resolve(result))),
      )
      expect(stats.hasErrors()).toBe(false)
      const bundle = fs.readFileSync(path.join(directory, 'bundle.js'), 'utf8')
      expect(bundle).toContain('"http://api.test/v1"')
      expect(bundle).not.toContain('at build')

      process.env.SHOP_TEST_VARIABLE = 'at render'
      const load = createRequire(__filename)
      expect(load(path.join(directory, 'bundle.js'))).toEqual({
        api: 'http://api.test/v1',
        mode: 'production',
        other: 'at render',
      })
    } finally {
      delete process.env.SHOP_TEST_VARIABLE
      fs.rmSync(directory, { recursive: true, force: true })
    }
  })
})

describe('pictureRendererRules', () => {
  const site = path.resolve(__dirname, '..', '..', '..', '..')

  /** The chunks of a browser build of GatsbyImage with `rules`: each chunk's module names. */
  async function chunksOfGatsbyImage(rules: RuleSetRule[]): Promise<string[][]> {
    const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'picture-renderer-'))
    try {
      fs.writeFileSync(
        path.join(directory, 'entry.js'),
        "import { GatsbyImage } from 'gatsby-plugin-image'\nwindow.GatsbyImage = GatsbyImage\n",
      )
      const stats = await new Promise<webpack.Stats>((resolve, reject) =>
        webpack({
          mode: 'production',
          target: 'web',
          context: directory,
          entry: './entry.js',
          output: { path: path.join(directory, 'out') },
          resolve: { modules: [path.join(site, 'node_modules')] },
          // React and the package's small dependencies are not what this build is about.
          externals: ({ request }, callback) =>
            /^(react|react-dom|prop-types|camelcase)(\/|$)/.test(request ?? '')
              ? callback(undefined, 'var {}')
              : callback(),
          module: { rules },
          // Modules by their own names, not concatenated into one.
          optimization: { minimize: false, concatenateModules: false },
        }).run((error, result) => (error || !result ? reject(error) : resolve(result))),
      )
      const json = stats.toJson({
        all: false,
        errors: true,
        chunks: true,
        chunkModules: true,
        chunkModulesSpace: Infinity,
        dependentModules: true,
      })
      expect(json.errors).toEqual([])
      return (json.chunks ?? []).map((chunk) =>
        (chunk.modules ?? []).map((module) => module.nameForCondition ?? module.name ?? ''),
      )
    } finally {
      fs.rmSync(directory, { recursive: true, force: true })
    }
  }

  const holding = (chunks: string[][], pattern: RegExp) =>
    chunks.filter((modules) => modules.some((name) => pattern.test(name)))
  const entry = /[\\/]entry\.js$/
  const polyfill = /[\\/]objectFitPolyfill[\\/]/

  // Real webpack compilations of gatsby-plugin-image: seconds on a busy machine.
  it("puts gatsby-plugin-image's renderer in GatsbyImage's chunk and leaves its polyfill apart", async () => {
    const chunks = await chunksOfGatsbyImage(pictureRendererRules(site, 'build-javascript'))
    const [main] = holding(chunks, entry)
    expect(main?.some((name) => RENDERER_MODULE.test(name))).toBe(true)
    expect(holding(chunks, RENDERER_MODULE)).toHaveLength(1)
    expect(holding(chunks, polyfill)).toHaveLength(1)
    expect(holding(chunks, polyfill)[0]).not.toBe(main)
  }, 60_000)

  it('is what makes it so: without the rules the renderer is a chunk of its own', async () => {
    const chunks = await chunksOfGatsbyImage([])
    const [main] = holding(chunks, entry)
    expect(main?.some((name) => RENDERER_MODULE.test(name))).toBe(false)
    expect(holding(chunks, RENDERER_MODULE)).toHaveLength(1)
  }, 60_000)

  it('applies to the browser builds only, and not where gatsby-plugin-image is not installed', () => {
    expect(pictureRendererRules(site, 'develop')).toHaveLength(1)
    expect(pictureRendererRules(site, 'build-html')).toEqual([])
    expect(pictureRendererRules(site, 'develop-html')).toEqual([])
    const elsewhere = fs.mkdtempSync(path.join(os.tmpdir(), 'no-image-plugin-'))
    fs.writeFileSync(path.join(elsewhere, 'package.json'), '{}')
    try {
      expect(pictureRendererRules(elsewhere, 'build-javascript')).toEqual([])
    } finally {
      fs.rmSync(elsewhere, { recursive: true })
    }
  })
})

describe('developmentPartytownAlias', () => {
  const siteDirectory = path.resolve(__dirname, '../../../..')

  it("leaves Gatsby's partytown plugin and gatsby-script out of a bundle that lists it as Gatsby does", async () => {
    const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'partytown-'))
    try {
      const plugin = createRequire(path.join(siteDirectory, 'package.json')).resolve(
        'gatsby/dist/internal-plugins/partytown/gatsby-browser.js',
      )
      // As .cache/api-runner-browser-plugins.js lists it: a relative require of the file.
      fs.writeFileSync(
        path.join(directory, 'entry.js'),
        `module.exports = require(${JSON.stringify(path.relative(directory, plugin))})`,
      )
      const bundle = async (alias: Record<string, false>) => {
        const stats = await new Promise<webpack.Stats>((resolve, reject) =>
          webpack({
            mode: 'none',
            target: 'node',
            context: directory,
            entry: './entry.js',
            resolve: { alias, symlinks: false },
            output: { path: directory, filename: 'bundle.js', library: { type: 'commonjs2' } },
          }).run((error, result) => (error || !result ? reject(error) : resolve(result))),
        )
        expect(stats.toJson({ all: false, errors: true }).errors).toEqual([])
        return fs.readFileSync(path.join(directory, 'bundle.js'), 'utf8')
      }
      // Without the alias the plugin brings gatsby-script and Partytown's snippet.
      expect(await bundle({})).toContain('Partytown')
      const without = await bundle(developmentPartytownAlias(siteDirectory))
      expect(without).not.toContain('Partytown')
      expect(without).not.toContain('gatsby-script')
      const load = createRequire(__filename)
      expect(load(path.join(directory, 'bundle.js'))).not.toHaveProperty('onInitialClientRender')
    } finally {
      fs.rmSync(directory, { recursive: true, force: true })
    }
  })

  it('names a file of the installed Gatsby, and nothing where Gatsby is not installed', () => {
    const [file] = Object.keys(developmentPartytownAlias(siteDirectory))
    expect(fs.existsSync(file!)).toBe(true)
    expect(developmentPartytownAlias(os.tmpdir())).toEqual({})
  })
})

describe('unregisteredServiceWorkerAlias', () => {
  it("leaves the service worker's registration out of a build whose plugins register none", async () => {
    const site = fs.mkdtempSync(path.join(os.tmpdir(), 'service-worker-'))
    try {
      fs.mkdirSync(path.join(site, '.cache'))
      fs.writeFileSync(
        path.join(site, '.cache', 'register-service-worker.js'),
        'navigator.serviceWorker.register("/sw.js")',
      )
      // As the production app requires it: relatively, behind the plugins' answer.
      fs.writeFileSync(
        path.join(site, '.cache', 'production-app.js'),
        'if (globalThis.registers) require("./register-service-worker")\nmodule.exports = "app"',
      )
      const bundle = async (alias: Record<string, false>) => {
        const stats = await new Promise<webpack.Stats>((resolve, reject) =>
          webpack({
            mode: 'none',
            target: 'node',
            context: site,
            entry: './.cache/production-app.js',
            resolve: { alias },
            output: { path: site, filename: 'bundle.js', library: { type: 'commonjs2' } },
          }).run((error, result) => (error || !result ? reject(error) : resolve(result))),
        )
        expect(stats.toJson({ all: false, errors: true }).errors).toEqual([])
        return fs.readFileSync(path.join(site, 'bundle.js'), 'utf8')
      }
      expect(await bundle({})).toContain('sw.js')
      const without = await bundle(unregisteredServiceWorkerAlias(site, [{ browserAPIs: [] }]))
      expect(without).not.toContain('sw.js')
      expect(createRequire(__filename)(path.join(site, 'bundle.js'))).toBe('app')
    } finally {
      fs.rmSync(site, { recursive: true, force: true })
    }
  })

  it('keeps it when a plugin registers a service worker', () => {
    const offline = { browserAPIs: ['registerServiceWorker', 'onServiceWorkerActive'] }
    expect(unregisteredServiceWorkerAlias('/site', [offline])).toEqual({})
    expect(unregisteredServiceWorkerAlias('/site', [{}])).toEqual({
      '/site/.cache/register-service-worker.js': false,
    })
  })
})

describe('withChunkFilesById', () => {
  const siteDirectory = path.resolve(__dirname, '../../../..')
  const load = createRequire(path.join(siteDirectory, 'package.json'))

  it('names the chunks loaded on demand by id, keeps the named ones, and the runtime still loads them', async () => {
    const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'chunk-files-'))
    try {
      fs.writeFileSync(path.join(directory, 'part.js'), 'module.exports = "the part"')
      fs.writeFileSync(
        path.join(directory, 'entry.js'),
        'module.exports = import(/* webpackChunkName: "component---src-pages-a-long-name-tsx" */ "./part.js")',
      )
      const gatsbys: Configuration = {
        mode: 'production',
        target: 'node',
        context: directory,
        entry: { app: './entry.js' },
        optimization: { minimize: false },
        output: {
          path: directory,
          filename: '[name]-[contenthash].js',
          chunkFilename: '[name]-[contenthash].js',
          library: { type: 'commonjs2' },
        },
      }
      const stats = await new Promise<webpack.Stats>((resolve, reject) =>
        webpack(withChunkFilesById(gatsbys)).run((error, result) =>
          error || !result ? reject(error) : resolve(result),
        ),
      )
      const json = stats.toJson({ all: false, errors: true, assets: true, chunks: true, ids: true })
      expect(json.errors).toEqual([])
      const part = json.chunks!.find((chunk) =>
        chunk.names?.includes('component---src-pages-a-long-name-tsx'),
      )!
      const [partFile] = part.files!
      expect(partFile).toMatch(new RegExp(`^${part.id}-[0-9a-f]{12}\\.js$`))
      const [appFile] = json.assetsByChunkName!.app!
      expect(appFile).toMatch(/^app-[0-9a-f]{20}\.js$/)
      const app = fs.readFileSync(path.join(directory, appFile!), 'utf8')
      expect(app).not.toContain('"component---src-pages-a-long-name-tsx"')
      const loaded = await (createRequire(__filename)(path.join(directory, appFile!)) as Promise<{
        default: string
      }>)
      expect(loaded.default).toBe('the part')
    } finally {
      fs.rmSync(directory, { recursive: true, force: true })
    }
  })

  it("gives mini-css-extract's stylesheets loaded on demand the same names, leaving Gatsby's plugin as it was", () => {
    const MiniCssExtractPlugin = load(
      load.resolve('mini-css-extract-plugin', { paths: [load.resolve('gatsby')] }),
    ) as new (
      options: object,
    ) => webpack.WebpackPluginInstance & { options: Record<string, string> }
    const gatsbys = new MiniCssExtractPlugin({
      filename: '[name].[contenthash].css',
      chunkFilename: '[name].[contenthash].css',
    })
    const other = { apply: () => undefined }
    const changed = withChunkFilesById({ plugins: [gatsbys, other] })
    const [css, kept] = changed.plugins as [typeof gatsbys, typeof other]
    expect(css).toBeInstanceOf(MiniCssExtractPlugin)
    expect(css.options).toMatchObject({
      filename: '[name].[contenthash].css',
      chunkFilename: chunkFilesById.css,
    })
    expect(gatsbys.options.chunkFilename).toBe('[name].[contenthash].css')
    expect(kept).toBe(other)
    expect(changed.output?.chunkFilename).toBe(chunkFilesById.javascript)
  })
})

describe('reactSyncExternalStoreAlias', () => {
  const siteDirectory = path.resolve(__dirname, '../../../..')

  it("gives swr React's own useSyncExternalStore, from a file that is there", async () => {
    const [[request, file]] = Object.entries(reactSyncExternalStoreAlias(siteDirectory)) as [
      [string, string],
    ]
    expect(request).toBe('use-sync-external-store/shim$')
    const stand = (await import(file)) as { useSyncExternalStore: unknown }
    expect(stand.useSyncExternalStore).toBe(React.useSyncExternalStore)
  })
})
