import { defineConfig, devices } from '@playwright/test'
import { E2E_API_URL, E2E_PORT, E2E_SITE_URL } from './e2e/fixtures/config'

/**
 * Browser journeys against the built site (public/), served by `gatsby serve`, in Debian's chromium.
 * `npm run test:e2e` builds with the e2e settings first (scripts/e2e.mjs).
 */
export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results/artifacts',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } },
    },
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } },
      testMatch: /layout\.spec\.ts/,
    },
  ],
  webServer: [
    {
      // The real commerce API on a fresh in-memory database, migrated and seeded at start.
      command: 'npm run start -w api',
      url: `${new URL(E2E_API_URL).origin}/health`,
      env: {
        PORT: new URL(E2E_API_URL).port,
        DATABASE_URL: '',
        PGLITE_DATA_DIR: 'memory://',
        MEDIA_CACHE_DIR: 'test-results/media-cache',
        CORS_ORIGINS: `http://localhost:${E2E_PORT}`,
        SITE_URL: E2E_SITE_URL,
        LOG_LEVEL: 'warn',
      },
      reuseExistingServer: false,
      timeout: 120_000,
    },
    {
      command: `npx gatsby serve --port ${E2E_PORT} --host localhost`,
      url: `http://localhost:${E2E_PORT}/`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
})
