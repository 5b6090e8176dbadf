import os from 'node:os'
import { defineConfig, devices } from '@playwright/test'
import {
  E2E_API_URL,
  E2E_CHROMIUM,
  E2E_FACEBOOK_APP_ID,
  E2E_COMGATE_ACCOUNT,
  E2E_GOPAY_ACCOUNT,
  E2E_GOOGLE_CLIENT_ID,
  E2E_IDENTITY_PROVIDER_URL,
  E2E_PAYMENT_GATEWAYS_URL,
  E2E_PORT,
} from './e2e/fixtures/config'

/**
 * Browser journeys against the built site (public/), served by scripts/serve-site.ts (as `npm start`
 * serves it), in Debian's chromium.
 * `npm run test:e2e` builds with the e2e settings first (scripts/e2e.mjs).
 */
export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results/artifacts',
  fullyParallel: true,
  // One browser per core: more only queue behind the API and the static server on the same cores.
  workers: os.availableParallelism(),
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  // Hydration of a page on a busy 2-core machine can take seconds; assertions wait that long.
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/playwright.json' }]],
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    // In CI a failed test runs again, traced: recording every first attempt slowed every journey.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: E2E_CHROMIUM,
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } },
      testIgnore: /(owner-tool|narrow-phone)\.spec\.ts/,
    },
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } },
      testMatch: /(layout|pictures|narrow-phone)\.spec\.ts/,
    },
    {
      // The owner's tool reprices the catalogue and rebuilds public/: after every other journey.
      name: 'owner',
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } },
      testMatch: /owner-tool\.spec\.ts/,
      dependencies: ['desktop', 'phone'],
    },
  ],
  webServer: [
    {
      // Google and Facebook stand-ins: the client scripts and the keys the API checks tokens with.
      command: 'node e2e/fixtures/identity-provider.mjs',
      url: `${E2E_IDENTITY_PROVIDER_URL}/health`,
      env: { IDENTITY_PROVIDER_PORT: new URL(E2E_IDENTITY_PROVIDER_URL).port },
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      // GoPay and ComGate stand-ins: their APIs and payment pages.
      command: 'node e2e/fixtures/payment-gateways.mjs',
      url: `${E2E_PAYMENT_GATEWAYS_URL}/health`,
      env: {
        PAYMENT_GATEWAYS_PORT: new URL(E2E_PAYMENT_GATEWAYS_URL).port,
        // What a shop sets in ComGate's client portal: where to notify, where to send the shopper.
        COMGATE_NOTIFY_URL: `${E2E_API_URL}/payments/notify/comgate`,
        COMGATE_RETURN_URL: `${E2E_API_URL}/payments/return/comgate?id=\${id}`,
      },
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      // The real commerce API on a fresh in-memory database, migrated and seeded at start.
      command: 'npm run start -w api',
      url: `${new URL(E2E_API_URL).origin}/health`,
      env: {
        // The demo shop: dev mailbox, demo codes and pickup points.
        SHOP_MODE: 'demo',
        // Cards through the ComGate adapter and the GoPay wallet through the GoPay adapter, each
        // against its stand-in (the sandbox gateway, the demo's default, is tested by the API tests).
        PAYMENT_GATEWAY_CARD: 'comgate',
        COMGATE_API_URL: `${E2E_PAYMENT_GATEWAYS_URL}/comgate/v1.0`,
        COMGATE_MERCHANT: E2E_COMGATE_ACCOUNT.merchant,
        COMGATE_SECRET: E2E_COMGATE_ACCOUNT.secret,
        PAYMENT_GATEWAY_GOPAY: 'gopay',
        GOPAY_API_URL: `${E2E_PAYMENT_GATEWAYS_URL}/gopay/api`,
        GOPAY_CLIENT_ID: E2E_GOPAY_ACCOUNT.clientId,
        GOPAY_CLIENT_SECRET: E2E_GOPAY_ACCOUNT.clientSecret,
        GOPAY_GOID: E2E_GOPAY_ACCOUNT.goid,
        PORT: new URL(E2E_API_URL).port,
        DATABASE_URL: '',
        PGLITE_DATA_DIR: 'memory://',
        MEDIA_CACHE_DIR: 'test-results/media-cache',
        // Pictures the owner's tool imports in the journeys.
        ORIGINALS_DIR: 'test-results/originals',
        // Shoppers' own photos the journeys upload.
        UPLOAD_DIR: 'test-results/uploads',
        CORS_ORIGINS: `http://localhost:${E2E_PORT}`,
        // Links in mails and the payment gateway's way back lead to the shop the journeys browse.
        SITE_URL: `http://localhost:${E2E_PORT}`,
        LOG_LEVEL: 'warn',
        GOOGLE_CLIENT_ID: E2E_GOOGLE_CLIENT_ID,
        FACEBOOK_APP_ID: E2E_FACEBOOK_APP_ID,
        GOOGLE_JWKS_URL: `${E2E_IDENTITY_PROVIDER_URL}/jwks`,
        FACEBOOK_JWKS_URL: `${E2E_IDENTITY_PROVIDER_URL}/jwks`,
        // Every journey signs in from the same address, several at once.
        AUTH_RATE_LIMIT_SCALE: '50',
      },
      reuseExistingServer: false,
      timeout: 120_000,
    },
    {
      // The site's own server, as `npm start` runs it: it chooses the language before the first paint.
      command: 'node --import tsx scripts/serve-site.ts',
      env: { PORT: String(E2E_PORT), HOST: 'localhost' },
      url: `http://localhost:${E2E_PORT}/`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
})
