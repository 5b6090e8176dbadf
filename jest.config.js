/**
 * Unit and component tests. Browser journeys are in e2e/ and run with Playwright.
 * Components (`*.test.tsx`) render in jsdom; the rest (`*.test.ts`) runs in plain Node, which starts
 * faster, unless a file asks for the DOM with a `@jest-environment jsdom` docblock.
 */
const {
  inlineScriptTexts,
} = require('./plugins/gatsby-plugin-build-scale/src/inline-script-texts.cjs')

const shared = {
  // swc instead of babel: the same TypeScript and JSX, jest.mock hoisted, in a fraction of the time.
  // TypeBox ships ES modules only (.mjs): the fixtures' contract tests validate with it.
  transform: { '^.+\\.m?[jt]sx?$': '<rootDir>/jest-preprocess.js' },
  moduleNameMapper: {
    '\\.(css|scss)$': 'identity-obj-proxy',
    '\\.(svg|png|jpg|webp)$': '<rootDir>/src/testing/file-stub.js',
    '^gatsby-page-utils/(.*)$': '<rootDir>/node_modules/gatsby-page-utils/dist/$1.js',
    // The build's name for gatsby-plugin-image's picture renderer (webpack-config.ts): in jsdom,
    // gatsby-plugin-image renders without it.
    '^gatsby-plugin-image/lazy-hydrate$': '<rootDir>/src/testing/file-stub.js',
  },
  // The API and the workspace packages run their tests with node's test runner.
  testPathIgnorePatterns: [
    '/node_modules/',
    '/\\.cache/',
    '/public/',
    '/e2e/',
    '/api/',
    '<rootDir>/packages/',
  ],
  transformIgnorePatterns: ['node_modules/(?!(gatsby|gatsby-script|gatsby-link|typebox)/)'],
  // The page's inline scripts, compiled as the build compiles them (INLINE_SCRIPTS.<name>).
  globals: { __PATH_PREFIX__: '', __BASE_PATH__: '', INLINE_SCRIPTS: inlineScriptTexts(__dirname) },
  setupFiles: ['<rootDir>/src/testing/loadershim.js'],
  setupFilesAfterEnv: ['<rootDir>/src/testing/setup-tests.ts'],
}

module.exports = {
  // Jest's default keeps a core for itself (cores - 1 workers): one on a two-core machine. The main
  // process only hands out files and gathers results; each core runs a worker.
  maxWorkers: '100%',
  projects: [
    { ...shared, displayName: 'dom', testEnvironment: 'jsdom', testMatch: ['**/*.test.tsx'] },
    { ...shared, displayName: 'node', testEnvironment: 'node', testMatch: ['**/*.test.ts'] },
  ],
}
