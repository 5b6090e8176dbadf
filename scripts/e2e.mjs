#!/usr/bin/env node
// Builds the site with the journeys' settings (e2e/fixtures/settings.json) against a fresh API that
// holds the demo catalogue, then runs the Playwright journeys against it (Playwright starts its own
// fresh API with the same seed). E2E_SKIP_BUILD=1 reuses the last build.
import { spawnSync } from 'node:child_process'
import { buildEnv, settings } from '../e2e/fixtures/build-env.cjs'
import { startApi, stopApi } from './api-process.mjs'

const env = buildEnv()

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
      ORIGINALS_DIR: 'test-results/originals',
      UPLOAD_DIR: 'test-results/uploads',
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
