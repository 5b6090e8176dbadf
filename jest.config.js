/** Unit and component tests. Browser journeys are in e2e/ and run with Playwright. */
const {
  inlineScriptTexts,
} = require('./plugins/gatsby-plugin-build-scale/src/inline-script-texts.cjs')

module.exports = {
  testEnvironment: 'jsdom',
  transform: { '^.+\\.[jt]sx?$': '<rootDir>/jest-preprocess.js' },
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
  transformIgnorePatterns: ['node_modules/(?!(gatsby|gatsby-script|gatsby-link)/)'],
  // The page's inline scripts, compiled as the build compiles them (INLINE_SCRIPTS.<name>).
  globals: { __PATH_PREFIX__: '', __BASE_PATH__: '', INLINE_SCRIPTS: inlineScriptTexts(__dirname) },
  setupFiles: ['<rootDir>/src/testing/loadershim.js'],
  setupFilesAfterEnv: ['<rootDir>/src/testing/setup-tests.ts'],
}
