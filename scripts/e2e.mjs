#!/usr/bin/env node
// Builds the site with the journeys' settings (e2e/fixtures/settings.json) against a fresh API that
// holds the demo catalogue, then runs the Playwright journeys against it (Playwright starts its own
// fresh API with the same seed). E2E_SKIP_BUILD=1 reuses the last build.
import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { startApi, stopApi } from './api-process.mjs'

const settings = JSON.parse(readFileSync(new URL('../e2e/fixtures/settings.json', import.meta.url)))
const env = {
  ...process.env,
  // The journeys run the demo shop (demo codes, the sandbox gateway, /dev/mail): Playwright's API
  // (playwright.config.ts) inherits this.
  SHOP_MODE: 'demo',
  SITE_URL: settings.siteUrl,
  GATSBY_API_URL: settings.apiUrl,
  API_URL: settings.apiUrl,
  GATSBY_GEOLOCATION_URL: settings.geolocationUrl,
  // Google Tag Manager, answered by a stand-in at the network edge (e2e/fixtures/google-tag.ts).
  GATSBY_GTM_ID: settings.gtmId,
  GATSBY_GA4_ID: '',
  // Google and Facebook sign-in against the local stand-in (e2e/fixtures/identity-provider.mjs).
  GATSBY_GOOGLE_CLIENT_ID: settings.identityProvider.googleClientId,
  GATSBY_FACEBOOK_APP_ID: settings.identityProvider.facebookAppId,
  GATSBY_GOOGLE_GSI_URL: `http://localhost:${settings.identityProvider.port}/gsi/client`,
  GATSBY_FACEBOOK_SDK_URL: `http://localhost:${settings.identityProvider.port}/fb/{locale}/sdk.js`,
}

const run = (args) => spawnSync('npx', args, { stdio: 'inherit', env }).status ?? 1

if (!process.env.E2E_SKIP_BUILD) {
  // The same settings as the API that playwright.config.ts starts for the journeys.
  const port = new URL(settings.apiUrl).port
  const api = await startApi({
    port,
    detached: true,
    env: {
      DATABASE_URL: '',
      PGLITE_DATA_DIR: 'memory://',
      MEDIA_CACHE_DIR: 'test-results/media-cache',
      CORS_ORIGINS: `http://localhost:${settings.port}`,
      LOG_LEVEL: 'warn',
    },
  })
  const status =
    spawnSync(process.execPath, ['scripts/build.mjs'], { stdio: 'inherit', env }).status ?? 1
  await stopApi(api, port)
  if (status !== 0) process.exit(status)
}
const status = run(['playwright', 'test', ...process.argv.slice(2)])
process.exit(status)
