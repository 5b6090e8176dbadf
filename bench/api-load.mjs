#!/usr/bin/env node
// bench/api-load: requests per second and p50/p99 latency of the catalogue's and the basket's hottest
// calls, against a real API process on loopback with a large synthetic catalogue, on PGlite and (with
// DATABASE_URL) on PostgreSQL, beside a bare Fastify route measured in the same run (the floor), and
// against the targets of one process (issue 32). Measures; asserts nothing.
// Usage: node bench/api-load.mjs [--images 10000] [--duration 10] [--connections 10]
import { spawn, spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import autocannon from 'autocannon'
import Fastify from 'fastify'
import postgres from 'postgres'

const { values } = parseArgs({
  options: {
    images: { type: 'string', default: '10000' },
    duration: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
    port: { type: 'string', default: '4090' },
  },
})
const api = path.resolve(import.meta.dirname, '..', 'api')
const port = Number(values.port)
const base = `http://localhost:${port}/v1`

function seed(env) {
  const started = Date.now()
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', 'src/seed/cli.ts', '--reset', '--images', values.images],
    {
      cwd: api,
      env: { ...process.env, SHOP_MODE: 'demo', ...env },
      encoding: 'utf8',
    },
  )
  if (result.status !== 0) throw new Error(`seeding failed:\n${result.stdout}\n${result.stderr}`)
  return Date.now() - started
}

async function startApi(env) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: api,
    env: {
      ...process.env,
      SHOP_MODE: 'demo',
      // One load generator is many shoppers from one address: raise the per-address allowances.
      AUTH_RATE_LIMIT_SCALE: '1000',
      ...env,
      PORT: String(port),
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  for (let attempt = 0; attempt < 240; attempt++) {
    try {
      if ((await fetch(`http://localhost:${port}/health`)).ok) return child
    } catch {
      // not yet listening
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  child.kill()
  throw new Error('the API did not start')
}

async function load(title, url, options = {}) {
  const result = await autocannon({
    url,
    connections: Number(values.connections),
    duration: Number(values.duration),
    ...options,
    headers: { 'accept-language': 'cs', ...options.headers },
  })
  const failures = result.non2xx + result.errors + result.timeouts
  return {
    call: title,
    'req/s': Math.round(result.requests.average),
    'p50 ms': result.latency.p50,
    'p99 ms': result.latency.p99,
    requests: result.requests.total,
    failures,
  }
}

/** A visitor's session: the cookies from GET /csrf and the token an unsafe call echoes back. */
async function startSession() {
  const response = await fetch(`${base}/csrf`)
  const cookies = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .map((pair) => pair.split('='))
  const token = decodeURIComponent(cookies.find(([name]) => name === 'XSRF-TOKEN')[1])
  return {
    cookie: cookies.map(([name, value]) => `${name}=${value}`).join('; '),
    'x-xsrf-token': token,
  }
}

async function send(method, path, headers, body) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: body ? { ...headers, 'content-type': 'application/json' } : headers,
    body: body && JSON.stringify(body),
  })
  if (!response.ok)
    throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`)
  return response.json()
}

/** Photo prints of one image in five standard sizes (mm): a basket of five lines. */
const PRINT_SIZES = [
  [150, 100],
  [180, 130],
  [210, 150],
  [300, 200],
  [400, 300],
]

/** The body of adding a glossy photo print of the image, from what GET /images/{id} offers. */
async function photoPrintOf(imageId) {
  const image = await (await fetch(`${base}/images/${imageId}`)).json()
  const layout = image.included.find(
    (item) => item.type === 'layouts' && item.attributes.slug === 'fotografie',
  )
  const [width, height] = PRINT_SIZES[0]
  return {
    image_id: Number(imageId),
    layout_id: Number(layout.id),
    paper_id: Number(layout.relationships.papers.data[0].id),
    custom_width: width,
    custom_height: height,
    format_type: 'original',
    quantity: 1,
  }
}

/**
 * Requests per second and p99 one process must reach on PostgreSQL; on the embedded PGlite half the
 * requests per second. A call not listed has no target.
 */
const TARGETS = {
  'GET /categories': 3000,
  'GET /images?page=1': 3000,
  'GET /images?per_page=10&filter[search]=hory': 1500,
  'GET /images/{id}': 1500,
}
const P99_TARGET_MS = 25

/** The floor: a bare Fastify route on this machine in this run, what no API call can beat. */
async function floorRow() {
  const app = Fastify({ logger: false })
  app.get('/', async () => ({ ok: true }))
  const address = await app.listen({ port: 0, host: '127.0.0.1' })
  try {
    return await load('bare Fastify route (floor)', address)
  } finally {
    await app.close()
  }
}

/** Each row with its target and whether it is met (PGlite: half the requests per second). */
function judged(rows, label) {
  const share = label === 'PostgreSQL' ? 1 : 0.5
  return rows.map((row) => {
    const key = row.call.replace(/^GET \/images\/\d+$/, 'GET /images/{id}')
    const target = TARGETS[key]
    if (!target) return { ...row, target: '' }
    const wanted = Math.round(target * share)
    const met = row['req/s'] >= wanted && row['p99 ms'] <= P99_TARGET_MS
    return { ...row, target: `>= ${wanted}, p99 <= ${P99_TARGET_MS} ${met ? 'met' : 'MISSED'}` }
  })
}

async function measure(label, env) {
  const seedMs = seed(env)
  const child = await startApi(env)
  try {
    const list = await (await fetch(`${base}/images?per_page=1`)).json()
    const total = list.meta.total
    const someId = list.data[0].id
    // Warm up: first queries plan and fill caches.
    await fetch(`${base}/images?per_page=10&filter[search]=hory`)
    const visitor = await startSession()
    const rows = [
      await floorRow(),
      await load('GET /categories', `${base}/categories`),
      await load('GET /images?page=1', `${base}/images?page=1`),
      await load(
        'GET /images?per_page=10&filter[search]=hory',
        `${base}/images?per_page=10&filter[search]=hory`,
      ),
      await load(
        'GET /images?per_page=10&filter[search]=západ',
        `${base}/images?per_page=10&filter[search]=${encodeURIComponent('západ')}`,
      ),
      await load(`GET /images/${someId}`, `${base}/images/${someId}`),
      // A browser sends its session cookie with every call: the session is looked up each time.
      await load(`GET /images/${someId}, with a visitor's session`, `${base}/images/${someId}`, {
        headers: { cookie: visitor.cookie },
      }),
      ...(await basketLoads(someId)),
    ]
    console.log(
      `\n${label}: ${total} images (seeded in ${(seedMs / 1000).toFixed(1)} s), ${values.connections} connections, ${values.duration} s per call`,
    )
    console.table(judged(rows, label))
  } finally {
    child.kill('SIGTERM')
    await new Promise((resolve) => child.once('exit', resolve))
  }
}

/**
 * The basket: reading a priced basket of five prints, and adding a print. The additions take turns
 * over as many baskets as there are connections, as many shoppers would (changes to one basket
 * queue on its row lock); the same print again only raises its quantity, which stops at 100.
 */
async function basketLoads(imageId) {
  const session = await startSession()
  const print = await photoPrintOf(imageId)
  const shown = (await send('POST', '/baskets', session)).data.id
  for (const [width, height] of PRINT_SIZES)
    await send('POST', `/baskets/${shown}/basket_items`, session, {
      ...print,
      custom_width: width,
      custom_height: height,
    })
  const filled = []
  for (let index = 0; index < Number(values.connections); index++)
    filled.push((await send('POST', '/baskets', session)).data.id)
  let next = 0
  return [
    await load('GET /baskets/{uuid} (5 items)', `${base}/baskets/${shown}`, {
      headers: { cookie: session.cookie },
    }),
    await load('POST /baskets/{uuid}/basket_items', base, {
      headers: { ...session, 'content-type': 'application/json' },
      requests: [
        {
          method: 'POST',
          body: JSON.stringify(print),
          setupRequest: (request) => ({
            ...request,
            path: `/v1/baskets/${filled[next++ % filled.length]}/basket_items`,
          }),
        },
      ],
    }),
  ]
}

console.log(`bench/api-load on ${os.cpus().length} CPUs, Node ${process.version}`)
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'print-shop-bench-'))
try {
  await measure('PGlite', { DATABASE_URL: '', PGLITE_DATA_DIR: path.join(dataDir, 'pglite') })
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true })
}
if (process.env.DATABASE_URL) {
  const admin = postgres(process.env.DATABASE_URL, { max: 1, onnotice: () => {} })
  await admin.unsafe('drop database if exists print_shop_bench with (force)')
  await admin.unsafe('create database print_shop_bench')
  const url = new URL(process.env.DATABASE_URL)
  url.pathname = '/print_shop_bench'
  try {
    await measure('PostgreSQL', { DATABASE_URL: url.toString() })
  } finally {
    await admin.unsafe('drop database if exists print_shop_bench with (force)')
    await admin.end()
  }
} else {
  console.log('\nPostgreSQL: skipped (set DATABASE_URL=postgres://… to measure it too)')
}
