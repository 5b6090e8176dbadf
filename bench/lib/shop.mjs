// The shop the browser benchmarks measure: a fresh commerce API (in-memory database, the demo
// catalogue), the storefront built against it into public/, served as `npm start` serves it: by the
// site's own server, scripts/serve-site.ts (the API on an origin of its own; the language of a first
// visit chosen before the first paint), or, with `nginx`, by deploy/nginx's configuration (pages and
// API on one origin, as in production: lib/nginx.mjs). Both servers send an unprefixed (Czech) page to
// the browser's language when the country is unknown, as it is for 127.0.0.1: a measuring browser
// asks for Czech (Accept-Language) where it measures a Czech page. Ports keep clear of `npm start`
// (4000, 9000) and the journeys (4010, 9100, 4031); BENCH_PORT_OFFSET moves them all (and the floor's),
// so that two checkouts can measure at once.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import { startApi, stopApi } from '../../scripts/api-process.mjs'
import { hasNginx, startNginx } from './nginx.mjs'

export const ROOT = path.resolve(import.meta.dirname, '..', '..')
/** Added to every benchmark port: BENCH_PORT_OFFSET=100 runs a second checkout's bench beside this. */
export const PORT_OFFSET = Number(process.env.BENCH_PORT_OFFSET ?? 0)
export const API_PORT = 4060 + PORT_OFFSET
export const SITE_PORT = 9160 + PORT_OFFSET
export const API_URL = `http://localhost:${API_PORT}/v1`
export const SITE_URL = `http://localhost:${SITE_PORT}`
/** The API's address in the pages when nginx passes /v1/ to it from the site's own origin. */
export const ONE_ORIGIN_API_URL = `${SITE_URL}/v1`
const OUTPUT_DIR = path.join(ROOT, 'test-results', 'bench')

/** The page types the budgets speak of, by Czech path; other languages prefix it. */
export const PAGES = {
  home: '/',
  category: '/kategorie/priroda',
  product: '/produkt/31',
  search: { cs: '/vyhledavani?search=hory', en: '/vyhledavani?search=mountains' },
  basket: '/kosik',
  faq: '/casto-kladene-dotazy',
}
export const LANGUAGES = ['cs', 'en']

/** Search words of the catalogue's other languages, for --languages sk,de. */
const SEARCH_WORDS = { sk: 'hory', de: 'berge' }

/** [{ name: 'cs product', language, page, path }] for the chosen page types and languages. */
export function pageList(pageNames = Object.keys(PAGES), languages = LANGUAGES) {
  for (const name of pageNames)
    if (!(name in PAGES))
      throw new Error(`unknown page "${name}" (pages: ${Object.keys(PAGES).join(', ')})`)
  for (const language of languages)
    if (!['cs', 'sk', 'de', 'en'].includes(language))
      throw new Error(`unknown language "${language}" (languages: cs, sk, de, en)`)
  return languages.flatMap((language) =>
    pageNames.map((page) => {
      const entry = PAGES[page]
      const czechPath =
        typeof entry === 'string'
          ? entry
          : (entry[language] ?? `/vyhledavani?search=${SEARCH_WORDS[language]}`)
      const prefix = language === 'cs' ? '' : `/${language}`
      // The site has no trailing slashes (gatsby-config's trailingSlash: 'never'): /en, not /en/.
      const localized = czechPath === '/' && prefix ? prefix : `${prefix}${czechPath}`
      return { name: `${language} ${page}`, language, page, path: localized }
    }),
  )
}

/** "--pages home,product" → ['home', 'product']; undefined when the option was not given. */
export const listOption = (value) =>
  value
    ?.split(',')
    .map((item) => item.trim())
    .filter(Boolean)

const cleanups = new Set()
let interrupted = false

/** True once Ctrl-C or SIGTERM arrived: the handler is stopping everything and will exit. */
export const isInterrupted = () => interrupted

/** Runs `stop` at the end and on Ctrl-C or SIGTERM; returns a function that unregisters it. */
export function onStop(stop) {
  cleanups.add(stop)
  return () => cleanups.delete(stop)
}

let stopping = null

/**
 * Stops everything registered, newest first. A second call (Ctrl-C while the script was already
 * stopping, or the script's own `finally` after Ctrl-C) waits for the same stop instead of
 * returning at once.
 */
export function stopAll() {
  stopping ??= (async () => {
    for (const stop of [...cleanups].reverse()) {
      cleanups.delete(stop)
      try {
        await stop()
      } catch (error) {
        console.error(`stopping: ${error.message}`)
      }
    }
    stopping = null
  })()
  return stopping
}

for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
]) {
  process.once(signal, () => {
    interrupted = true
    console.error(`\n${signal}: stopping the API, the server and the browsers …`)
    void stopAll().finally(() => process.exit(code))
  })
}

function waitForExit(child) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => child.once('exit', resolve))
}

/** Ends a child started with `detached: true`: its whole process group. */
export async function stopGroup(child) {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = waitForExit(child)
  try {
    process.kill(-child.pid, 'SIGTERM')
  } catch {
    child.kill('SIGTERM')
  }
  await exited
}

/** The ids of every process below `pid` (Linux /proc). */
function descendants(pid) {
  const children = new Map()
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8')
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1])
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)])
    } catch {
      // the process ended meanwhile
    }
  }
  const found = []
  const visit = (id) => {
    for (const child of children.get(id) ?? []) {
      found.push(child)
      visit(child)
    }
  }
  visit(pid)
  return found
}

/**
 * Ends a child and everything below it, also what it started in process groups of its own (the
 * journeys' build starts its API detached, which would outlive its parent), and waits for the child.
 */
export async function stopTree(child) {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = waitForExit(child)
  for (const pid of [child.pid, ...descendants(child.pid)]) {
    try {
      process.kill(pid, 'SIGTERM')
    } catch {
      // already gone
    }
  }
  await exited
}

export async function waitForUrl(url, child, seconds) {
  for (let attempt = 0; attempt < seconds * 4; attempt++) {
    if (child && child.exitCode !== null) throw new Error(`${url}: the server exited`)
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`${url} did not answer within ${seconds} s`)
}

/** Another benchmark still running would answer in place of the fresh API and site. */
export function assertFree(port) {
  return new Promise((resolve, reject) => {
    const probe = net.createServer()
    probe.once('error', () =>
      reject(new Error(`port ${port} is in use: is another benchmark running?`)),
    )
    probe.listen(port, 'localhost', () => probe.close(resolve))
  })
}

/**
 * `npm run build` against the bench API (the pages call it at `browserApiUrl`); its output goes to
 * test-results/bench/build.log.
 */
async function build(browserApiUrl) {
  const log = path.join(OUTPUT_DIR, 'build.log')
  const env = {
    ...process.env,
    SITE_URL,
    GATSBY_API_URL: browserApiUrl,
    API_URL,
    GATSBY_TELEMETRY_DISABLED: '1',
  }
  const started = performance.now()
  const child = spawn(process.execPath, ['scripts/build.mjs'], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  // scripts/build.mjs waits for `npx gatsby build` synchronously: end the whole tree, not just it.
  await buildLogged(child, log, 'the build', () => stopTree(child))
  const seconds = ((performance.now() - started) / 1000).toFixed(0)
  console.log(`built in ${seconds} s (log: ${path.relative(ROOT, log)})`)
}

/**
 * Waits for a build `child` (stdout and stderr piped), writes what it printed to `log`, and rejects
 * with the end of it when it fails. `stop` ends it on Ctrl-C.
 */
export function buildLogged(child, log, what, stop) {
  const unregister = onStop(stop)
  let output = ''
  child.stdout.on('data', (chunk) => (output += chunk))
  child.stderr.on('data', (chunk) => (output += chunk))
  return new Promise((resolve, reject) => {
    child.on('close', (code) => {
      unregister()
      fs.mkdirSync(path.dirname(log), { recursive: true })
      fs.writeFileSync(log, output)
      if (code === 0) resolve()
      else reject(new Error(`${what} failed (${code}); the end of ${log}:\n${output.slice(-3000)}`))
    })
  })
}

/**
 * Whether the site in public/ was built against `apiUrl`: the scripts its home page loads carry the
 * API's address (public/ also keeps the chunks of earlier builds, so only these tell). They are
 * named in its `<script>` tags or in the inline loader that requests them after the first paint.
 */
export function builtAgainst(apiUrl) {
  const publicDir = path.join(ROOT, 'public')
  const home = path.join(publicDir, 'index.html')
  if (!fs.existsSync(home)) return false
  const scripts = [...fs.readFileSync(home, 'utf8').matchAll(/"\/([^"/]+\.js)"/g)]
  return scripts.some(([, name]) => {
    const file = path.join(publicDir, name)
    return fs.existsSync(file) && fs.readFileSync(file, 'utf8').includes(apiUrl)
  })
}

/**
 * Starts the API, builds the site unless `skipBuild`, and serves it (with `nginx`, as deployed: one
 * origin). Returns `stop`, which ends every process it started; Ctrl-C does the same. When something
 * fails on the way it stops what had started, prints why and exits.
 */
export async function startShop({ skipBuild = false, nginx = false } = {}) {
  try {
    await start(skipBuild, nginx)
  } catch (error) {
    await stopAll()
    console.error(error.message)
    process.exit(1)
  }
  return { stop: stopAll }
}

async function start(skipBuild, nginx) {
  fs.mkdirSync(OUTPUT_DIR, { recursive: true })
  if (nginx && !hasNginx())
    throw new Error('--nginx: nginx is not installed (apt-get install nginx, or set NGINX_PATH)')
  const browserApiUrl = nginx ? ONE_ORIGIN_API_URL : API_URL
  if (skipBuild && !builtAgainst(browserApiUrl))
    throw new Error(
      `public/ was not built against ${browserApiUrl} (the journeys' build, or a run with${nginx ? 'out' : ''} --nginx, replaces it): run without --skip-build`,
    )
  for (const port of [API_PORT, SITE_PORT]) await assertFree(port)
  console.log(`API at ${API_URL} (fresh in-memory database, demo catalogue) …`)
  const api = await startApi({
    port: String(API_PORT),
    detached: true,
    env: {
      DATABASE_URL: '',
      PGLITE_DATA_DIR: 'memory://',
      // Kept between runs: resized pictures are then served as a CDN would, not made on request.
      MEDIA_CACHE_DIR: path.join(OUTPUT_DIR, 'media-cache'),
      CORS_ORIGINS: SITE_URL,
      SITE_URL,
      // Behind nginx the pictures' addresses are the site's: /v1/media/… on its origin, and nginx
      // compresses the answers, as deployed (deploy/api.env.example).
      ...(nginx ? { API_PUBLIC_URL: SITE_URL, API_COMPRESSION: 'off' } : {}),
      LOG_LEVEL: 'warn',
      // Every Lighthouse run is a new visitor from 127.0.0.1: seventy of them asked for a CSRF token
      // more often than one address may, and the refusals were console errors in Best Practices.
      AUTH_RATE_LIMIT_SCALE: '100',
    },
  })
  onStop(() => stopApi(api, String(API_PORT)))
  if (!skipBuild) {
    console.log(`building the site against it (at ${browserApiUrl}) …`)
    await build(browserApiUrl)
  }
  if (nginx) {
    await startNginx({
      dir: path.join(OUTPUT_DIR, 'nginx-shop'),
      site: {
        port: SITE_PORT,
        root: path.join(ROOT, 'public'),
        apiPorts: [API_PORT],
      },
    })
    console.log(`site and API at ${SITE_URL} (nginx, deploy/nginx)`)
    return
  }
  await startSiteServer({ dir: ROOT, port: SITE_PORT })
  console.log(`site at ${SITE_URL}`)
}

/**
 * Serves `dir`/public on `port` by scripts/serve-site.ts, as `npm start` serves the shop (the floor
 * too, so that both pay the same server); stopped with everything else.
 */
export async function startSiteServer({ dir, port }) {
  const server = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(ROOT, 'scripts', 'serve-site.ts')],
    {
      // It serves public/ (and Gatsby's match paths from .cache/) of its working directory.
      cwd: dir,
      env: { ...process.env, PORT: String(port), HOST: 'localhost' },
      stdio: ['ignore', 'ignore', 'inherit'],
      detached: true,
    },
  )
  onStop(() => stopGroup(server))
  await waitForUrl(`http://localhost:${port}/`, server, 60)
}

/** Writes `value` as JSON to `file` (relative to the working directory) and says so. */
export function writeJson(file, value) {
  fs.writeFileSync(path.resolve(file), `${JSON.stringify(value, null, 2)}\n`)
  console.log(`\nwritten to ${file}`)
}

/** The median of numbers (the middle one of an odd count, the mean of the two middle ones else). */
export function median(values) {
  const sorted = values.filter((value) => typeof value === 'number').sort((a, b) => a - b)
  if (!sorted.length) return null
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/** Left-aligned first column, right-aligned others: a plain table for a terminal and a log. */
export function formatTable(header, rows) {
  const widths = header.map((title, column) =>
    Math.max(String(title).length, ...rows.map((row) => String(row[column]).length)),
  )
  const line = (row) =>
    row
      .map((cell, column) =>
        column === 0 ? String(cell).padEnd(widths[column]) : String(cell).padStart(widths[column]),
      )
      .join('  ')
  return [
    line(header),
    widths.map((width) => '-'.repeat(width)).join('  '),
    ...rows.map(line),
  ].join('\n')
}
