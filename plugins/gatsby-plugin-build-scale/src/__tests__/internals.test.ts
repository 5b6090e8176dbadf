/**
 * @jest-environment node
 */
import fs from 'node:fs'
import path from 'node:path'

/**
 * The internals of Gatsby, gatsby-plugin-image and gatsby-plugin-react-i18next this plugin (and
 * gatsby-plugin-shop-i18next) rely on, checked in the versions installed, so that an upgrade fails
 * here, naming what moved, rather than quietly at build time or in the browser. README.md lists
 * which piece needs which.
 */
const root = path.resolve(__dirname, '../../../..')

/** The versions each piece was made for and measured with (package.json pins them exactly). */
const targets = {
  gatsby: '5.16.1',
  'gatsby-plugin-image': '3.16.0',
  'gatsby-plugin-react-i18next': '3.0.1',
  '@parcel/core': '2.8.3',
}

const packageDirectory = (name: string) => path.join(root, 'node_modules', name)
const read = (name: string, file: string) =>
  fs.readFileSync(path.join(packageDirectory(name), file), 'utf8')

describe('the versions the plugin targets', () => {
  it.each(Object.entries(targets))('%s is installed at %s', (name, version) => {
    expect(JSON.parse(read(name, 'package.json')).version).toBe(version)
  })

  it('are pinned exactly in package.json', () => {
    const { dependencies } = JSON.parse(
      fs.readFileSync(path.join(root, 'package.json'), 'utf8'),
    ) as { dependencies: Record<string, string> }
    expect({
      gatsby: dependencies.gatsby,
      'gatsby-plugin-image': dependencies['gatsby-plugin-image'],
      'gatsby-plugin-react-i18next': dependencies['gatsby-plugin-react-i18next'],
    }).toEqual({
      gatsby: targets.gatsby,
      'gatsby-plugin-image': targets['gatsby-plugin-image'],
      'gatsby-plugin-react-i18next': targets['gatsby-plugin-react-i18next'],
    })
  })
})

describe("Gatsby's webpack configuration", () => {
  const config = read('gatsby', 'dist/utils/webpack.config.js')

  it('puts every CSS module into one chunk group named `styles` (withoutSharedStylesheet)', () => {
    expect(config).toMatch(/styles: \{\s*test\(module\) \{\s*return isCssModule\(module\);/)
    expect(config).toContain('name: `styles`')
  })

  it("names chunk files by name and hash, the stylesheets through mini-css-extract's options (withChunkFilesById)", () => {
    expect(config).toContain('chunkFilename: `[name]-[contenthash].js`')
    expect(config).toContain('chunkFilename: `[name].[contenthash].css`')
    const plugin = read('mini-css-extract-plugin', 'dist/index.js')
    expect(plugin).toContain('class MiniCssExtractPlugin {')
    expect(plugin).toContain(
      'return referencedChunk.canBeInitial() ? this.options.filename : this.options.chunkFilename;',
    )
  })

  it('names the global CSS chunk `app` (globalStylesFirst)', () => {
    expect(config).toContain('app: directoryPath(`.cache/production-app`)')
  })

  it('defines each environment variable and `process.env` for the server build (withServerEnvironmentAtRuntime)', () => {
    expect(config).toContain('acc[`process.env.${key}`] = mergedEnvVars[key]')
    expect(config).toContain('"process.env": `({})`')
  })

  it("gives css-loader's modules a localIdentName (withShortClassNames)", () => {
    expect(read('gatsby', 'dist/utils/webpack-utils.js')).toContain(
      'localIdentName: `[name]--[local]--[hash:hex:5]`',
    )
  })
})

describe("Gatsby's build", () => {
  const build = read('gatsby', 'dist/commands/build.js')

  it('takes the compilation hash of the browser build from webpack (OutputCompilationHash)', () => {
    expect(build).toContain('webpackCompilationHash = stats.hash;')
  })

  it('switches slices on in GATSBY_SLICES before the site loads, and reads it back (without-slices)', () => {
    expect(read('gatsby', 'dist/bootstrap/load-config/index.js')).toContain(
      'process.env.GATSBY_SLICES = `true`',
    )
    expect(build).toContain('process.env.GATSBY_SLICES')
  })

  it('deletes every node not touched while sourcing, SitePage nodes included (page-nodes)', () => {
    expect(read('gatsby', 'dist/utils/source-nodes.js')).toContain(
      'return !state.nodesTouched.has(rootNode.id);',
    )
  })

  it("keeps the pages and the site's configuration in its store (builtPages)", () => {
    const reducers = read('gatsby', 'dist/redux/reducers/index.js')
    expect(reducers).toContain('exports.pages = _pages.pagesReducer;')
    expect(reducers).toContain('exports.config = _config.configReducer;')
  })
})

describe("Gatsby's browser and HTML entries", () => {
  it('hands replaceHydrateFunction the app and #___gatsby, and hydrates only a filled gatsby-focus-wrapper (hydrateInSlices)', () => {
    const app = read('gatsby', 'cache-dir/production-app.js')
    expect(app).toContain('apiRunner(`replaceHydrateFunction`, undefined, defaultRenderer)[0]')
    expect(app).toContain('document.getElementById(`gatsby-focus-wrapper`)')
    expect(app).toContain('if (focusEl && focusEl.children.length)')
    expect(app).toContain('document.getElementById(`___gatsby`)')
    expect(app).toContain('renderer(<App />, rootElement)')
  })

  it('runs its partytown plugin in the browser only in development, and that brings gatsby-script (developmentPartytownAlias)', () => {
    const plugin = read('gatsby', 'dist/internal-plugins/partytown/gatsby-browser.js')
    expect(plugin).toContain('require("gatsby-script")')
    expect(plugin).toContain('if (process.env.NODE_ENV !== `development`) {\n    return;\n  }')
    expect(plugin).toMatch(/^exports\.onInitialClientRender = onInitialClientRender;$/m)
  })

  it('requires the service-worker registration only when a plugin asks for it (unregisteredServiceWorkerAlias)', () => {
    const app = read('gatsby', 'cache-dir/production-app.js')
    expect(app).toContain(
      'if (apiRunner(`registerServiceWorker`).filter(Boolean).length > 0) {\n    require(`./register-service-worker`)\n  }',
    )
  })

  it("writes the page's globals as `window.name=JSON;` scripts before onPreRenderHTML (globalsAsData)", () => {
    const entry = read('gatsby', 'cache-dir/static-entry.js')
    expect(entry).toContain(
      '/*<![CDATA[*/window.pagePath=${JSON.stringify(\n      pagePath\n    )};',
    )
    expect(entry).toContain('`window.___webpackCompilationHash="${webpackCompilationHash}";`')
    expect(entry).toContain('id={`gatsby-script-loader`}')
    expect(entry).toContain(
      '/*<![CDATA[*/window.___chunkMapping=${JSON.stringify(\n        chunkMapping\n      )};/*]]>*/`',
    )
    expect(entry).toContain('id={`gatsby-chunk-mapping`}')
    const loader = entry.indexOf('id={`gatsby-script-loader`}')
    expect(entry.indexOf('apiRunner(`onPreRenderHTML`', loader)).toBeGreaterThan(loader)
    // A template left out of the mapping (its list was empty) is read as having no files.
    expect(read('gatsby', 'cache-dir/loader.js')).toContain(
      '(window.___chunkMapping[componentChunkName] || []).map(',
    )
  })

  it("leaves a template's scripts out of its page, and writes its chunk groups to webpack.stats.json (componentScripts)", () => {
    const assets = read('gatsby', 'dist/utils/client-assets-for-template.js')
    expect(assets).toContain('assets = assets.filter(asset => !asset.endsWith(`.js`));')
    expect(read('gatsby', 'dist/utils/gatsby-webpack-stats-extractor.js')).toContain(
      'namedChunkGroups',
    )
    // webpack's runtime takes up a chunk's <script> already in the page instead of adding another.
    expect(read('webpack', 'lib/runtime/LoadScriptRuntimeModule.js')).toContain(
      'if(s.getAttribute("src") == url',
    )
  })

  it('inlines stylesheets marked gatsby-global-css before onPreRenderHTML (globalStylesFirst)', () => {
    const entry = read('gatsby', 'cache-dir/static-entry.js')
    const inlined = entry.indexOf('data-identity={`gatsby-global-css`}')
    expect(inlined).toBeGreaterThan(0)
    expect(entry.indexOf('apiRunner(`onPreRenderHTML`', inlined)).toBeGreaterThan(inlined)
  })
})

describe('gatsby-plugin-image', () => {
  it('renders pictures in the browser with react-dom/server (staticMarkupAlias)', () => {
    const dist = path.dirname(require.resolve('gatsby-plugin-image/dist/gatsby-image.browser.js'))
    const users = fs
      .readdirSync(dist)
      .filter((name) => /^lazy-hydrate-.*\.js$/.test(name))
      .filter((name) => fs.readFileSync(path.join(dist, name), 'utf8').includes('react-dom/server'))
    expect(users.length).toBeGreaterThan(0)
  })
})

describe('gatsby-plugin-react-i18next', () => {
  it.each([
    ['dist/plugin/onCreatePage', ['onCreatePage']],
    ['dist/plugin/onCreateNode', ['onCreateNode', 'unstable_shouldOnCreateNode']],
    ['dist/plugin/onPreBootstrap', ['onPreBootstrap']],
  ])('%s exports %p', (modulePath, names) => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- a module of the plugin's dist/
    const module = require(`gatsby-plugin-react-i18next/${modulePath}`) as Record<string, unknown>
    for (const name of names) expect(typeof module[name]).toBe('function')
  })

  it('declares the types the shop imports from dist/types', () => {
    const types = read('gatsby-plugin-react-i18next', 'dist/types.d.ts')
    expect(types).toMatch(/export (type|interface) PluginOptions\b/)
    expect(types).toMatch(/export (type|interface) I18NextContext\b/)
  })
})
