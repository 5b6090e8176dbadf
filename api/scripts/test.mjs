// Runs the API's tests with node's test runner. With DATABASE_URL (a PostgreSQL server) it first
// builds a migrated, seeded template database, and every test clones it (TEST_DATABASE_URL).
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const api = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const env = { ...process.env, NODE_ENV: 'test' }
const label = process.env.DATABASE_URL ? 'postgres' : 'pglite'

if (process.env.DATABASE_URL) {
  const prepared = spawnSync('npx', ['tsx', 'scripts/prepare-test-database.ts'], { cwd: api, stdio: 'inherit', env })
  if (prepared.status !== 0) process.exit(prepared.status ?? 1)
  env.TEST_DATABASE_URL = process.env.DATABASE_URL
  env.TEST_TEMPLATE_DATABASE = 'print_shop_test_template'
  delete env.DATABASE_URL
}

const results = path.resolve(api, '..', 'test-results')
fs.mkdirSync(results, { recursive: true })
const files = process.argv.slice(2).length ? process.argv.slice(2) : ['test/**/*.test.ts']
const run = spawnSync(
  process.execPath,
  [
    '--import', 'tsx',
    '--test',
    '--test-concurrency=2',
    '--test-reporter=spec', '--test-reporter-destination=stdout',
    '--test-reporter=tap', `--test-reporter-destination=${path.join(results, `api-${label}.tap`)}`,
    ...files,
  ],
  { cwd: api, stdio: 'inherit', env },
)
process.exit(run.status ?? 1)
