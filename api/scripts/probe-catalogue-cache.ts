// Probe of issue 51's first finding: 6,000 catalogue reads with unique junk query strings, then
// 6,000 unique searches (known parameters only, each a new answer), and the API process's memory
// before and after each. Usage (from api/):
//   node --import tsx scripts/probe-catalogue-cache.ts
//     starts the demo API in a process of its own (an in-memory database), reads it over HTTP and
//     prints that process's RSS and heap, each after a garbage collection
//   node --import tsx scripts/probe-catalogue-cache.ts --url http://localhost:4000/v1 --pid 1234
//     reads a running API; its RSS comes from /proc/<pid>/status (no heap from outside)
import { fork, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'

const READS = 6_000
const MB = 1024 * 1024
const { values } = parseArgs({
  options: { url: { type: 'string' }, pid: { type: 'string' }, serve: { type: 'boolean' } },
})

interface Memory {
  rss: number
  heap?: number
  /** The catalogue cache's answers and bytes, and its caps (the API started here only). */
  cache?: { entries: number; bytes: number; maxEntries: number; maxBytes: number }
}

/** The API's side (`--serve`): the demo shop on a loopback port, its memory asked by message. */
async function serve(): Promise<void> {
  const { buildApp } = await import('../src/app.js')
  const { loadConfig } = await import('../src/config.js')
  const { openDatabase } = await import('../src/db/client.js')
  const { seedCatalogue } = await import('../src/seed/seed.js')
  const database = await openDatabase({ dataDir: 'memory://' })
  await database.migrate()
  await seedCatalogue(database.db, { demo: true })
  const config = { ...loadConfig({ SHOP_MODE: 'demo' }), mediaCacheDir: '/tmp/probe-media' }
  const app = await buildApp({ config, database, logger: false })
  const address = await app.listen({ host: '127.0.0.1', port: 0 })
  const gc = (globalThis as { gc?: () => void }).gc
  process.on('message', (message) => {
    if (message === 'stop') {
      void app.close().then(() => database.close().then(() => process.exit(0)))
      return
    }
    gc?.()
    const { rss, heapUsed } = process.memoryUsage()
    const cache = { ...app.catalogueCache.usage(), ...app.config.catalogueCache }
    process.send!({ rss, heap: heapUsed, cache } satisfies Memory)
  })
  process.send!({ address })
}

/** The demo API in a child process: what it holds is the API's alone, not this client's. */
async function started(): Promise<{ url: string; memory: () => Promise<Memory>; stop(): void }> {
  const child: ChildProcess = fork(fileURLToPath(import.meta.url), ['--serve'], {
    execArgv: ['--import', 'tsx', '--expose-gc'],
  })
  const next = () => new Promise<unknown>((resolve) => child.once('message', resolve))
  const { address } = (await next()) as { address: string }
  return {
    url: `${address}/v1`,
    memory: () => {
      const answer = next()
      child.send('memory')
      return answer as Promise<Memory>
    },
    stop: () => child.send('stop'),
  }
}

function running(pid: string | undefined): () => Promise<Memory> {
  return async () => {
    if (!pid) return { rss: NaN }
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8')
    return { rss: Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1]) * 1024 }
  }
}

const junk = () => Math.random().toString(36).slice(2, 12)
/** Unique junk beside known parameters, on each kept catalogue read. */
const junkPaths = [
  () => `/images?page=1&${junk()}=${junk()}`,
  () => `/categories?x=${junk()}${junk()}`,
  () => `/images?filter[search]=hory&utm_source=${junk()}`,
]
const searchPath = () => `/images?per_page=10&filter[search]=${junk()}`

const show = ({ rss, heap }: Memory) =>
  `RSS ${(rss / MB).toFixed(1)} MB` +
  (heap === undefined ? '' : `, heap ${(heap / MB).toFixed(1)} MB`)
const grew = (before: Memory, after: Memory) =>
  show({
    rss: after.rss - before.rss,
    heap: before.heap === undefined ? undefined : after.heap! - before.heap,
  })

async function probe(): Promise<void> {
  const api = values.url
    ? { url: values.url.replace(/\/$/, ''), memory: running(values.pid), stop: () => {} }
    : await started()
  const get = async (path: string) => {
    const response = await fetch(`${api.url}${path}`)
    await response.arrayBuffer()
    return response.status
  }
  const run = async (label: string, next: () => string) => {
    const statuses = new Map<number, number>()
    for (let n = 0; n < READS; n++) {
      const status = await get(next())
      statuses.set(status, (statuses.get(status) ?? 0) + 1)
    }
    console.log(
      `${label}: ${[...statuses].map(([code, count]) => `${count} × ${code}`).join(', ')}`,
    )
  }
  // Warm up: the answers a visitor gets, so that the code and the first answers are in memory.
  for (let n = 0; n < 200; n++) {
    await get('/categories')
    await get(`/images?page=${(n % 3) + 1}`)
    await get(junkPaths[n % junkPaths.length]!())
  }
  const start = await api.memory()
  console.log(`API before: ${show(start)}`)
  let turn = 0
  await run(`${READS} reads with junk parameters`, () => junkPaths[turn++ % junkPaths.length]!())
  const afterJunk = await api.memory()
  console.log(`API after:  ${show(afterJunk)} (grew ${grew(start, afterJunk)})`)
  await run(`${READS} unique searches`, searchPath)
  const afterSearches = await api.memory()
  console.log(`API after:  ${show(afterSearches)} (grew ${grew(afterJunk, afterSearches)})`)
  const { cache } = afterSearches
  if (cache)
    console.log(
      `catalogue cache: ${cache.entries} answers, ${(cache.bytes / MB).toFixed(1)} MB ` +
        `(caps ${cache.maxEntries} answers, ${(cache.maxBytes / MB).toFixed(0)} MB)`,
    )
  api.stop()
}

await (values.serve ? serve() : probe())
