import { readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import js from '@eslint/js'
import globals from 'globals'
import importPlugin from 'eslint-plugin-import'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import react from 'eslint-plugin-react'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

const relativeImport = {
  group: ['./*', '../*'],
  message: "Import the package's other modules by name: '@print-shop/shop-domain/<module>'.",
}

// The storefront's layers, one direction only (docs/architecture.md, "Layers"):
// pages and templates -> app -> features -> lib, components, hooks, config.
const shared = ['./src/lib', './src/components', './src/hooks', './src/config', './src/testing']
const root = fileURLToPath(new URL('.', import.meta.url))
const features = readdirSync(new URL('src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
const layerZones = [
  ...shared.map((target) => ({
    target,
    from: ['./src/features', './src/app', './src/pages', './src/templates'],
    message: 'Shared code does not reach into features, the app, pages or templates.',
  })),
  {
    target: './src/features',
    from: ['./src/app', './src/pages', './src/templates'],
    message: 'Features are composed by the app, pages and templates, not the other way.',
  },
  {
    target: './src/app',
    from: ['./src/pages', './src/templates'],
    message: 'The app layer does not import pages or templates.',
  },
  {
    target: './src/templates',
    from: './src/pages',
    message: 'Templates do not import pages.',
  },
  // One zone per feature: another feature is reached only through its public entry (index.ts);
  // its testing/ fixtures are open to tests.
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [
      `./${feature}`,
      ...features.flatMap((other) => [`./${other}/index.ts`, `./${other}/testing`]),
    ],
    message: 'Import another feature through its index.ts only.',
  })),
  // A local plugin is used through its entry (plugins/<name>/node.ts, build-scale's page/ for pages):
  // what it keeps in its src/ may change with Gatsby without the site noticing.
  {
    target: './src',
    from: './plugins/*/src/**',
    message: 'Import a plugin through its entry (its node.ts or page/), not a module of its src/.',
  },
]

// The API's layers, one direction only (docs/architecture.md, "Layers"): app.ts and server.ts, the
// routes and the owner's tool -> plugins -> domain modules -> db -> lib -> config. Plugins wrap the
// modules' services for the app; a module uses them through the Fastify instance it is given, never
// by import. lib is the ground: plain helpers that know no table, so db's schema may use lib's
// words (Localized) while nothing in lib queries a table. config reads the environment beneath it
// all; what parses a setting lives beside it in config/. A command-line entry (`*-cli.ts`) builds
// the app as server.ts does. The demo seed is composed by server.ts alone (and by scripts and
// tests, outside src).
const apiFolders = readdirSync(new URL('api/src', import.meta.url), { withFileTypes: true })
const apiConfig = ['config.ts', 'config', 'demo-on-this-machine.ts']
const apiGround = ['db', 'lib']
const apiAbove = ['routes', 'owner', 'plugins', 'seed']
const apiModules = apiFolders
  .filter(
    (entry) =>
      entry.isDirectory() && ![...apiConfig, ...apiGround, ...apiAbove].includes(entry.name),
  )
  .map((entry) => entry.name)
const apiModuleFiles = apiModules.map((name) => `./api/src/${name}/**/!(*-cli).ts`)
const api = (...names) => names.map((name) => `./api/src/${name}`)
// Pairs of modules that imported each other once: the lower one does not import the upper ones.
const apiModuleOrder = [
  { lower: 'pricing', upper: ['basket', 'catalogue'] },
  { lower: 'catalogue', upper: ['basket'] },
  { lower: 'payments', upper: ['orders'] },
  { lower: 'invoices', upper: ['orders'] },
  { lower: 'mails', upper: ['accounts', 'invoices', 'orders'] },
]
const apiLayerZones = [
  {
    target: api(...apiConfig),
    from: api(...apiGround, ...apiModules, ...apiAbove, 'app.ts', 'server.ts'),
    message:
      'config reads the environment and imports no other part of the API: what parses a setting lives in config/.',
  },
  {
    target: api(...apiGround),
    from: api(...apiModules, ...apiAbove, 'app.ts', 'server.ts'),
    message: 'db and lib are the ground: they import no module, plugin, route or the seed.',
  },
  {
    target: api('lib'),
    from: api('db'),
    message: 'lib knows no table: what queries one belongs to a module.',
  },
  {
    target: apiModuleFiles,
    from: api('routes', 'owner', 'app.ts', 'server.ts'),
    message: "Modules are composed by the routes and the owner's tool, not the other way.",
  },
  {
    target: apiModuleFiles,
    from: api('plugins'),
    message:
      "Plugins wrap the modules' services: a module does not import a plugin; what they share lives in the module.",
  },
  {
    target: api('plugins'),
    from: api('routes', 'owner', 'app.ts', 'server.ts'),
    message: 'Plugins are registered by app.ts and used by the routes: they import neither.',
  },
  {
    target: api(
      ...apiFolders
        .map((entry) => entry.name)
        .filter((name) => !['seed', 'server.ts'].includes(name)),
    ),
    from: api('seed'),
    message:
      'Only server.ts composes the demo seed: what a module needs of it lives in the module.',
  },
  ...apiModuleOrder.map(({ lower, upper }) => ({
    target: api(lower),
    from: api(...upper),
    message: `${lower} is below ${upper.join(' and ')}: what they share lives in ${lower} or lower.`,
  })),
]

/**
 * Names that say product for the product page (/produkt/{id}) and popular products
 * (/popularni-produkty), the spec's routes and wire name, and for schema.org's Product.
 */
const productPageNames = [
  'ProductPage',
  'productPage',
  'ProductTemplate',
  'ProductDetail',
  'ClientProduct',
  'ProductPending',
  'productPending',
  'RemovedProduct',
  'ProductFacts',
  'ProductAddress',
  'ProductStructuredData',
  'ProductData',
  'productJsonLd',
  'PopularProduct',
  'popularProduct',
  'popular_products',
].join('|')

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      '.cache',
      'public',
      'bench/floor/public',
      'bench/floor/.cache',
      'api/node_modules',
      'api/data',
      // The owner's tool bundled by api/bin/shop.mjs.
      'api/.cache',
      'test-results',
      'playwright-report',
      'src/gatsby-types.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { react, 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    settings: { react: { version: '18' } },
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs['jsx-runtime'].rules,
      ...reactHooks.configs.recommended.rules,
      'react-hooks/exhaustive-deps': ['warn', { additionalHooks: '^useTaskEffect$' }],
      ...jsxA11y.configs.recommended.rules,
      'react/prop-types': 'off',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { import: importPlugin },
    settings: {
      // eslint-import-resolver-typescript is not installed; the storefront's imports are relative
      // (and packages), which the node resolver finds given the extensions.
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      // no-cycle parses every module it follows: packages and stylesheets cannot close a cycle here.
      'import/ignore': ['node_modules', '\\.(css|svg|png|jpg|webp)$'],
    },
    rules: {
      'import/no-restricted-paths': ['error', { basePath: root, zones: layerZones }],
    },
  },
  {
    // Nothing imports a test, so a test cannot be part of a cycle. Type-only imports are not
    // followed (the rule ignores them).
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/__tests__/**'],
    rules: { 'import/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // The API imports its TypeScript files as './x.js' (NodeNext): the typescript resolver maps them.
    files: ['api/src/**/*.ts'],
    plugins: { import: importPlugin },
    settings: {
      'import/resolver': { typescript: { project: 'api/tsconfig.json' } },
      'import/parsers': { '@typescript-eslint/parser': ['.ts'] },
      'import/extensions': ['.ts', '.js'],
      'import/ignore': ['node_modules'],
    },
    rules: {
      'import/no-restricted-paths': ['error', { basePath: root, zones: apiLayerZones }],
      'import/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // One name for one thing in code (docs/glossary.md, "Names in code"): the catalogue entity is an
    // image; product names only the product page and popular products (the spec's routes) and
    // schema.org's Product; favourite is spelt as in the shop's English, favorite only in the
    // spec's wire names.
    files: [
      'src/**/*.{ts,tsx}',
      'plugins/**/*.{ts,tsx}',
      'api/**/*.ts',
      'packages/**/*.ts',
      'e2e/**/*.ts',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: `Identifier[name=/[Pp]roduct(?!ion)/]:not([name=/${productPageNames}/])`,
          message: 'The catalogue entity is an image in code (docs/glossary.md, "Names in code").',
        },
        {
          selector: 'Identifier[name=/[Ff]avorite/]:not([name=/^(isFavorite|is_favorite)$/])',
          message:
            'favourite in code; favorite only in wire names (docs/glossary.md, "Names in code").',
        },
      ],
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // The API is a Node service: no React rules there.
    files: ['api/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    files: ['e2e/**/*.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    // Workspace packages are plain TypeScript: no React rules. The shop domain's modules import each
    // other by the package name, which Node, webpack and jest all resolve; its rules run in the
    // browser too, so only its tests may use Node's modules.
    files: ['packages/**/*.ts'],
    rules: {
      'react-hooks/rules-of-hooks': 'off',
      'no-restricted-imports': ['error', { patterns: [relativeImport] }],
    },
  },
  {
    files: ['packages/**/*.ts'],
    ignores: ['packages/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            relativeImport,
            { group: ['node:*'], message: 'The shop domain runs in the browser too.' },
          ],
        },
      ],
    },
  },
)
