// Runs the API's tests with node's test runner on PGlite and, when DATABASE_URL names a PostgreSQL
// server, again on PostgreSQL. On each a migrated, seeded template database is built first and every
// test copies it: a PGlite dump file (TEST_PGLITE_TEMPLATE), a PostgreSQL template database
// (TEST_DATABASE_URL). Results go to test-results/api-<database>.tap for the summary. The files run
// as JavaScript transpiled once for the run (scripts/compile-tests.mjs); the paths below are the
// sources'.
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { compileTests } from './compile-tests.mjs'

const api = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..')
const results = path.resolve(api, '..', 'test-results')
fs.mkdirSync(results, { recursive: true })
// Node 20's runner does not expand folders or globs to .ts files: list them here.
function testFiles(target) {
  const full = path.resolve(api, target)
  if (!fs.statSync(full).isDirectory()) return [target]
  return fs
    .readdirSync(full, { recursive: true })
    .map(String)
    .filter((file) => file.endsWith('.test.ts'))
    .sort()
    .map((file) => path.join(target, file))
}
const files = (process.argv.slice(2).length ? process.argv.slice(2) : ['test']).flatMap(testFiles)
const { DATABASE_URL, ...baseEnv } = process.env

/** `*.postgres.test.ts`: tests of several API processes on one database, which PGlite cannot share. */
const onPostgresOnly = (file) => file.endsWith('.postgres.test.ts')
/**
 * Run once, on PGlite, the two slowest kinds of file, whose subject is not the database engine: the
 * fuzzing of every unsafe route (the answer to a hostile body) and the owner's tools run as
 * processes (they talk to the API over HTTP). The routes and queries they reach are taken through
 * PostgreSQL by the other files.
 */
const onceOnly = (file) => /(^|\/)fuzz\.test\.ts$|-cli\.test\.ts$/.test(file)

/**
 * Files whose tests reach no database (pure functions, texts, the launcher) run once: the second
 * run proves what PostgreSQL does differently, and they ask it nothing. A file counts as reaching one
 * if it or a test module it imports opens a database, builds the app or starts an API process.
 */
const OPENS_DATABASE = /\b(build|testDatabase|openDatabase|startApiProcess)\(|DATABASE_URL/
function reachesDatabase(file) {
  const text = fs.readFileSync(path.resolve(api, file), 'utf8')
  const imported = [...text.matchAll(/from '(\.\.?\/[^']+)\.js'/g)]
    .map((match) => path.join(path.dirname(file), `${match[1]}.ts`))
    .filter((module) => module.startsWith('test/') && fs.existsSync(path.resolve(api, module)))
  return [
    text,
    ...imported.map((module) => fs.readFileSync(path.resolve(api, module), 'utf8')),
  ].some((source) => OPENS_DATABASE.test(source))
}

/**
 * The files that take longest (processes of their own, many requests) start first, so that the
 * run does not end with one of them alone on a core while the other waits.
 */
const startsFirst = (file) =>
  onceOnly(file) || onPostgresOnly(file) || /scale-out|uploads/.test(file)

/** The processes the files that do not start first share. */
const GROUPS = 8

/**
 * Loading the app's modules and PGlite took each file's process about a second and a half before its
 * first test, half of the whole run. The files that start no processes of their own therefore share
 * GROUPS processes, balanced by their files' counts of tests.
 */
function grouped(selected) {
  const groups = Array.from({ length: GROUPS }, () => ({ files: [], cost: 0 }))
  const cost = (file) =>
    2 + (fs.readFileSync(path.resolve(api, file), 'utf8').match(/\b(test|it)\(/g)?.length ?? 0)
  for (const [file, weight] of selected
    .map((file) => [file, cost(file)])
    .sort((a, b) => b[1] - a[1])) {
    const lightest = groups.reduce((a, b) => (b.cost < a.cost ? b : a))
    lightest.files.push(file)
    lightest.cost += weight
  }
  return groups.map((group) => group.files).filter((files) => files.length)
}

/**
 * Writes each process's entry: its files, each in a suite of its name, so that a file's top-level
 * hooks (`after`, `beforeEach`) stay its own. Node's runner starts its files in the order of their
 * paths: the entries are numbered in the order the processes should start.
 */
function entries(label, processes) {
  const folder = path.join(compiled, 'api', 'test', '.processes')
  fs.mkdirSync(folder, { recursive: true })
  const url = (file) =>
    JSON.stringify(pathToFileURL(path.join(compiled, 'api', file.replace(/\.ts$/, '.js'))).href)
  return processes.map((files, index) => {
    const entry = path.join(folder, `${label}-${String(index + 1).padStart(3, '0')}.mjs`)
    const suites = files.map(
      (file) => `describe(${JSON.stringify(file)}, () => import(${url(file)}))`,
    )
    fs.writeFileSync(entry, [`import { describe } from 'node:test'`, ...suites, ''].join('\n'))
    return entry
  })
}

function run(label, env) {
  console.log(`\nAPI tests on ${label}`)
  const selected = files.filter((file) =>
    label === 'postgres' ? !onceOnly(file) && reachesDatabase(file) : !onPostgresOnly(file),
  )
  const processes = [
    ...selected.filter((file) => startsFirst(file)).map((file) => [file]),
    ...grouped(selected.filter((file) => !startsFirst(file))),
  ]
  const result = spawnSync(
    process.execPath,
    [
      '--enable-source-maps',
      // PGlite's PostgreSQL is WebAssembly: V8's optimising tier recompiled its hot functions in
      // every file's process, more CPU than a test file's queries ever won back (fuzzing included).
      '--liftoff-only',
      '--test',
      '--test-concurrency=2',
      '--test-reporter=spec',
      '--test-reporter-destination=stdout',
      '--test-reporter=tap',
      `--test-reporter-destination=${path.join(results, `api-${label}.tap`)}`,
      ...entries(label, processes),
    ],
    { cwd: api, stdio: 'inherit', env: { ...env, NODE_ENV: 'test' } },
  )
  return result.status ?? 1
}

// The owner's tool runs as a bundle that its launcher makes when a source is newer: made here, once,
// so that the test files start it as it is (test/owner/tool.ts) and none makes it while another runs.
const bundled = spawnSync(process.execPath, ['bin/shop.mjs', '--help'], {
  cwd: api,
  stdio: 'ignore',
})
if (bundled.status === 0) baseEnv.TEST_OWNER_TOOL_BUNDLED = '1'

const compiled = await compileTests(path.resolve(api, '..'))

const pgliteTemplate = path.join(results, 'api-pglite-template.tar')
const preparedPglite = spawnSync(
  process.execPath,
  ['--import', 'tsx', 'scripts/prepare-pglite-template.ts', pgliteTemplate],
  { cwd: api, stdio: 'inherit', env: baseEnv },
)
let status =
  preparedPglite.status === 0
    ? run('pglite', { ...baseEnv, TEST_PGLITE_TEMPLATE: pgliteTemplate })
    : (preparedPglite.status ?? 1)
if (DATABASE_URL) {
  const prepared = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'scripts/prepare-test-database.ts'],
    {
      cwd: api,
      stdio: 'inherit',
      env: { ...baseEnv, DATABASE_URL },
    },
  )
  const postgresStatus =
    prepared.status === 0
      ? run('postgres', {
          ...baseEnv,
          TEST_DATABASE_URL: DATABASE_URL,
          TEST_TEMPLATE_DATABASE: 'print_shop_test_template',
        })
      : (prepared.status ?? 1)
  status = status || postgresStatus
} else {
  fs.rmSync(path.join(results, 'api-postgres.tap'), { force: true })
}
process.exit(status)
