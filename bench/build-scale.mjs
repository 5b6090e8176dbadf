#!/usr/bin/env node
// bench/build-scale: seeds a catalogue of N pictures into a fresh API, builds the storefront cold, then
// changes the catalogue as an editor would and runs `npm run rebuild` after each change: one picture
// renamed, one added, one size's price changed (not the cheapest: no "from" price moves), one picture
// hidden. Prints pages built, cold build seconds, pages per second, peak memory of the build's
// process tree, and for each change the seconds, the queries run again and the HTML pages written
// again, judged against the targets: one added picture writes at most 5 % of the pages, and one
// size's new price only the pages that show it (none, for the size this bench reprices).
// Usage: node bench/build-scale.mjs [--images 10000] [--port 4095]
// It builds into this checkout's public/ and .cache/ (run it where nothing else builds). Each build's
// own output, with Gatsby's timing of every step, is kept in test-results/build-scale/.
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'

const { values } = parseArgs({
  options: {
    images: { type: 'string', default: '10000' },
    port: { type: 'string', default: '4095' },
  },
})
const root = path.resolve(import.meta.dirname, '..')
const api = path.join(root, 'api')
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'build-scale-'))
const pgliteDir = path.join(dataDir, 'pglite')
const apiUrl = `http://localhost:${values.port}/v1`
const env = {
  ...process.env,
  SHOP_MODE: 'demo',
  PGLITE_DATA_DIR: pgliteDir,
  DATABASE_URL: '',
  MEDIA_CACHE_DIR: path.join(dataDir, 'media'),
  API_URL: apiUrl,
  GATSBY_API_URL: apiUrl,
  GATSBY_TELEMETRY_DISABLED: '1',
}

function runTsx(args, label) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', ...args], {
    cwd: api,
    env,
    encoding: 'utf8',
  })
  if (result.status !== 0) throw new Error(`${label} failed:\n${result.stdout}\n${result.stderr}`)
  return result.stdout
}

async function startApi() {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: api,
    env: { ...env, PORT: values.port, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  child.on('exit', (code, signal) => {
    if (!child.stopping) console.error(`the API stopped by itself (code ${code}, signal ${signal})`)
  })
  for (let attempt = 0; attempt < 480; attempt++) {
    try {
      if ((await fetch(`http://localhost:${values.port}/health`)).ok) return child
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  child.kill()
  throw new Error('the API did not start')
}

async function stopApi(child) {
  child.stopping = true
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise((resolve) => child.once('exit', resolve))
  child.kill('SIGTERM')
  await exited
}

/** Resident memory of a process and all its descendants, in bytes (Linux /proc). */
function treeRss(pid) {
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
  let total = 0
  const visit = (id) => {
    try {
      const status = fs.readFileSync(`/proc/${id}/status`, 'utf8')
      total += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024
    } catch {
      return
    }
    for (const child of children.get(id) ?? []) visit(child)
  }
  visit(pid)
  return total
}

/** Runs a command, echoing nothing, and measures its seconds, peak tree memory and output. */
function measure(command, args) {
  return new Promise((resolve, reject) => {
    const started = performance.now()
    const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    let peak = 0
    const sampler = setInterval(() => (peak = Math.max(peak, treeRss(child.pid))), 500)
    child.on('close', (code) => {
      clearInterval(sampler)
      const seconds = (performance.now() - started) / 1000
      // eslint-disable-next-line no-control-regex
      const text = output.replace(/\x1b\[[0-9;]*[A-Za-z]/g, '')
      if (code !== 0)
        reject(new Error(`${command} ${args.join(' ')} exited with ${code}:\n${text.slice(-3000)}`))
      else resolve({ seconds, peak, output: text })
    })
  })
}

/** "Building static HTML for pages - 12.3s - 40123/40123 3261.25/s": how many pages were rendered. */
function renderedPages(output) {
  const matches = [...output.matchAll(/Building static HTML for pages - [\d.]+s - (\d+)\/(\d+)/g)]
  return matches.length ? Number(matches.at(-1)[1]) : 0
}

/** "run queries in workers - 3.1s - 12/12 3.87/s": how many page queries ran. */
function queriesRun(output) {
  const matches = [...output.matchAll(/run queries in workers - [\d.]+s - (\d+)\/(\d+)/g)]
  return matches.length ? Number(matches.at(-1)[1]) : 0
}

function sitePages(output) {
  return Number(/SitePage nodes: (\d+)/.exec(output)?.[1] ?? 0)
}

/**
 * Length in UTF-16 characters of every 20th product page the build wrote. A page's HTML becomes one
 * string before it is written; over 65,535 characters of Czech (two bytes each in V8) that string
 * no longer fits V8's ordinary heap pages and costs about a millisecond more per page to allocate.
 */
function productPageLengths() {
  const lengths = []
  for (const prefix of ['', 'sk', 'de', 'en']) {
    const dir = path.join(root, 'public', prefix, 'produkt')
    if (!fs.existsSync(dir)) continue
    fs.readdirSync(dir).forEach((id, index) => {
      if (index % 20 !== 0) return
      lengths.push(fs.readFileSync(path.join(dir, id, 'index.html'), 'utf8').length)
    })
  }
  return lengths.sort((a, b) => a - b)
}

const gb = (bytes) => `${(bytes / 1024 ** 3).toFixed(2)} GB`

const logDir = path.join(root, 'test-results', 'build-scale')
fs.mkdirSync(logDir, { recursive: true })
const keepLog = (name, output) => fs.writeFileSync(path.join(logDir, `${name}.log`), output)

process.on('exit', (code) => {
  if (code !== 0) console.error(`build-scale: stopped with exit code ${code}`)
})

console.log(`seeding ${values.images} pictures into ${pgliteDir} …`)
runTsx(['src/seed/cli.ts', '--images', values.images], 'seeding')
let server = await startApi()
try {
  spawnSync('npx', ['gatsby', 'clean'], { cwd: root, env, stdio: 'ignore' })
  console.log('cold build …')
  const cold = await measure(process.execPath, ['scripts/build.mjs'])
  keepLog('cold', cold.output)
  const pages = sitePages(cold.output)
  console.log(`  ${pages} pages in ${cold.seconds.toFixed(1)} s, peak ${gb(cold.peak)}`)
  const lengths = productPageLengths()
  const pageLength = {
    median: lengths[Math.floor(lengths.length / 2)] ?? 0,
    largest: lengths.at(-1) ?? 0,
  }
  console.log(
    `  product page HTML: median ${pageLength.median}, largest ${pageLength.largest} characters (${lengths.length} pages read)`,
  )

  console.log('rebuild with nothing changed …')
  const unchanged = await measure('npm', ['run', '--silent', 'rebuild'])
  keepLog('unchanged', unchanged.output)
  // The rebuild's own verdict; the build it stopped may have printed after it.
  const lines = unchanged.output.trim().split('\n')
  const verdict = lines.findLast((line) => line.startsWith('rebuild:')) ?? lines.at(-1)
  console.log(`  ${unchanged.seconds.toFixed(1)} s: ${verdict}`)

  /** One editor's change made in the stopped API's database, then a rebuild: what it wrote again. */
  async function afterChange(kind, label) {
    await stopApi(server)
    const { id } = JSON.parse(
      runTsx(['scripts/change-catalogue.ts', pgliteDir, kind], label).trim(),
    )
    server = await startApi()
    console.log(`rebuild after ${label} (${id}) …`)
    // --verbose: Gatsby's own lines say how many queries ran and pages rendered.
    const run = await measure('npm', ['run', '--silent', 'rebuild', '--', '--verbose'])
    keepLog(kind, run.output)
    const [, written = 0, total = 0] =
      /wrote (\d+) of (\d+) pages/.exec(run.output)?.map(Number) ?? []
    const result = {
      seconds: Number(run.seconds.toFixed(1)),
      queries: queriesRun(run.output),
      rendered: renderedPages(run.output),
      written,
      total,
      peak: run.peak,
    }
    console.log(
      `  ${result.queries} queries run again, ${result.rendered} pages rendered, ${written} of ${total} written in ${result.seconds} s`,
    )
    return result
  }
  const changed = await afterChange('rename', 'one picture renamed')
  const added = await afterChange('add', 'one picture added')
  const repriced = await afterChange('price', 'one size repriced')
  const hidden = await afterChange('hide', 'one picture hidden')
  const share = (result) => `${((100 * result.written) / Math.max(result.total, 1)).toFixed(1)} %`
  const addedShare = added.written / Math.max(added.total, 1)
  console.log(
    `one added picture wrote ${share(added)} of the pages: ${addedShare <= 0.05 ? 'meets' : 'MISSES'} the target (at most 5 %)`,
  )
  // The repriced size is neither the cheapest (no "from" price moves) nor the one a product page
  // starts its configurator with: no page shows its price, so none should be written again.
  console.log(
    `one repriced size wrote ${repriced.written} pages: ${repriced.written === 0 ? 'meets' : 'MISSES'} the target (only pages that show its price: none)`,
  )

  const results = {
    pictures: Number(values.images) + 77,
    'pages built': pages,
    'cold build s': Number(cold.seconds.toFixed(1)),
    'pages/s': Math.round(pages / cold.seconds),
    'peak memory': gb(cold.peak),
    'largest product page, characters': pageLength.largest,
    'unchanged rebuild s': Number(unchanged.seconds.toFixed(1)),
    'one-picture rebuild s': changed.seconds,
    'queries run again': changed.queries,
    'pages re-rendered': changed.rendered,
    'rebuild peak memory': gb(changed.peak),
    'added: pages written': `${added.written} of ${added.total} (${share(added)})`,
    'repriced size: pages written': `${repriced.written} of ${repriced.total} (${share(repriced)})`,
    'hidden: pages written': `${hidden.written} of ${hidden.total} (${share(hidden)})`,
  }
  console.table(results)
  fs.writeFileSync(
    path.join(root, 'test-results', 'build-scale.json'),
    JSON.stringify({ ...results, cpus: os.cpus().length, at: new Date().toISOString() }, null, 2),
  )
} finally {
  await stopApi(server)
  fs.rmSync(dataDir, { recursive: true, force: true })
}
