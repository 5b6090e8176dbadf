#!/usr/bin/env node
// Builds the site with the journeys' settings (e2e/fixtures/settings.json), then runs the Playwright
// journeys against it. E2E_SKIP_BUILD=1 reuses the last build.
import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'

const settings = JSON.parse(readFileSync(new URL('../e2e/fixtures/settings.json', import.meta.url)))
const env = {
  ...process.env,
  SITE_URL: settings.siteUrl,
  GATSBY_API_URL: settings.apiUrl,
  GATSBY_GEOLOCATION_URL: settings.geolocationUrl,
}

const run = (args) => {
  const result = spawnSync('npx', args, { stdio: 'inherit', env })
  if (result.status !== 0) process.exit(result.status ?? 1)
}

if (!process.env.E2E_SKIP_BUILD) run(['gatsby', 'build'])
run(['playwright', 'test', ...process.argv.slice(2)])
