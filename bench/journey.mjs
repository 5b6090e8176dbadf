#!/usr/bin/env node
// bench/journey: wall time of the whole purchase (e2e/purchase.spec.ts: search, a cropped print, the
// basket, a discount code, signing in, checkout, the order in the profile) in headless Chromium,
// through the Playwright test runner as `npm run test:e2e` runs it. Prints each variant's duration
// and the total. Measures; asserts nothing (it exits with 1 when a journey fails: no figure then).
// Usage: node bench/journey.mjs [--all] [--skip-build] [--workers 1] [--json out.json]
// Default: Czech on a desktop; --all: cs and en, desktop and phone. One worker by default, so no
// variant shares the machine with another. It builds with the journeys' settings into public/
// (scripts/e2e.mjs); --skip-build (or E2E_SKIP_BUILD=1) reuses their last build.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { parseArgs } from 'node:util'
import {
  ROOT,
  builtAgainst,
  formatTable,
  isInterrupted,
  onStop,
  stopTree,
  writeJson,
} from './lib/shop.mjs'

const { values } = parseArgs({
  options: {
    all: { type: 'boolean', default: false },
    'skip-build': { type: 'boolean', default: false },
    workers: { type: 'string', default: '1' },
    json: { type: 'string' },
  },
})
const settings = JSON.parse(
  fs.readFileSync(path.join(ROOT, 'e2e', 'fixtures', 'settings.json'), 'utf8'),
)
const reportFile = path.join(ROOT, 'test-results', 'bench', 'journey.json')
const skipBuild = values['skip-build'] || Boolean(process.env.E2E_SKIP_BUILD)

if (skipBuild && !builtAgainst(settings.apiUrl)) {
  console.error(
    `public/ was not built with the journeys' settings (${settings.apiUrl}): run without --skip-build`,
  )
  process.exit(1)
}

/** Every test of the report with the describe block it sits in: "purchase in cs on a desktop". */
function journeys(suite, parent = '') {
  const title = suite.title?.endsWith('.ts') ? '' : suite.title
  return [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests.map((test) => ({ variant: title || parent || spec.title, test })),
    ),
    ...(suite.suites ?? []).flatMap((child) => journeys(child, title || parent)),
  ]
}

function runJourneys() {
  const args = [
    'scripts/e2e.mjs',
    'e2e/purchase.spec.ts',
    '--project=desktop',
    `--workers=${values.workers}`,
    '--reporter=list,json',
    ...(values.all ? [] : ['--grep', 'purchase in cs on a desktop']),
  ]
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: {
      ...process.env,
      PLAYWRIGHT_JSON_OUTPUT_FILE: reportFile,
      ...(skipBuild ? { E2E_SKIP_BUILD: '1' } : {}),
    },
    stdio: 'inherit',
    // Its own process group: Ctrl-C reaches this script, which then ends the whole tree itself.
    detached: true,
  })
  const unregister = onStop(() => stopTree(child))
  return new Promise((resolve) =>
    child.on('exit', (code) => {
      unregister()
      // Interrupted: the signal handler reports and exits once everything has stopped.
      if (!isInterrupted()) resolve(code ?? 1)
    }),
  )
}

console.log(
  `bench/journey: e2e/purchase.spec.ts, ${values.all ? 'all four variants' : 'cs on a desktop'}, ${values.workers} worker(s)${skipBuild ? ', last build' : ', building first'}`,
)
fs.mkdirSync(path.dirname(reportFile), { recursive: true })
fs.rmSync(reportFile, { force: true })
const started = performance.now()
const code = await runJourneys()
const wallSeconds = (performance.now() - started) / 1000
if (!fs.existsSync(reportFile)) {
  console.error(`no report from Playwright (exit code ${code})`)
  process.exit(1)
}

const report = JSON.parse(fs.readFileSync(reportFile, 'utf8'))
const rows = journeys({ suites: report.suites }).map(({ variant, test }) => {
  const result = test.results.at(-1)
  return {
    variant,
    status: result?.status ?? test.status,
    seconds: (result?.duration ?? 0) / 1000,
    retries: Math.max(0, test.results.length - 1),
    error: result?.error?.message?.split('\n')[0],
  }
})
const total = rows.reduce((sum, row) => sum + row.seconds, 0)
console.log('\nthe purchase journey, wall time per variant\n')
console.log(
  formatTable(
    ['variant', 'status', 'seconds', 'retries'],
    [
      ...rows.map((row) => [row.variant, row.status, row.seconds.toFixed(1), row.retries]),
      ['total', '', total.toFixed(1), ''],
    ],
  ),
)
for (const row of rows.filter((item) => item.error)) console.log(`\n${row.variant}: ${row.error}`)
const runSeconds = report.stats.duration / 1000
console.log(
  `\nPlaywright run ${runSeconds.toFixed(1)} s (with starting the API, the sign-in stand-in and the site's server); whole command ${wallSeconds.toFixed(1)} s${skipBuild ? '' : ' (with the build)'}`,
)
if (values.json)
  writeJson(values.json, {
    at: new Date().toISOString(),
    workers: Number(values.workers),
    journeys: rows,
    totalSeconds: Number(total.toFixed(1)),
    playwrightRunSeconds: Number(runSeconds.toFixed(1)),
    wallSeconds: Number(wallSeconds.toFixed(1)),
  })
process.exit(rows.length && rows.every((row) => row.status === 'passed') ? 0 : 1)
