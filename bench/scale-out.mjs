#!/usr/bin/env node
// bench/scale-out: the shop's API as deploy/ runs it, on loopback: PostgreSQL (started as .ci/run
// does when DATABASE_URL is not set), two API processes under a supervisor that restarts one that
// dies (systemd's Restart=always), and Debian's nginx with deploy/nginx's upstream and site rules.
// Prints requests per second and p50/p99 of catalogue reads and a product's detail against the bare
// API, through nginx with one process and with two; then checks what two processes must share: a
// session opened on one used on the other, an account's sign-in limit counted by both, twenty
// racing checkouts of one basket (one order), and one process killed in the middle of a load (no
// failed read, every order placed exactly once, the process restarted). Measures and reports;
// exits 1 when a check fails.
// Usage: node bench/scale-out.mjs [--duration 8] [--connections 10]
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { parseArgs } from 'node:util'
import autocannon from 'autocannon'
import postgres from 'postgres'
import { startNginx } from './lib/nginx.mjs'
import { ensurePostgres } from './lib/postgres.mjs'
import {
  ROOT,
  assertFree,
  formatTable,
  onStop,
  stopAll,
  stopGroup,
  waitForUrl,
} from './lib/shop.mjs'

const { values } = parseArgs({
  options: {
    duration: { type: 'string', default: '8' },
    connections: { type: 'string', default: '10' },
  },
})
const NGINX_PORT = 8089
const API_PORTS = [4083, 4084]
const DATABASE = 'print_shop_scale_out'
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'print-shop-scale-out-'))
const failures = []

function check(what, ok, detail = '') {
  console.log(`${ok ? 'ok  ' : 'FAIL'} ${what}${detail ? `: ${detail}` : ''}`)
  if (!ok) failures.push(what)
}

try {
  // ---- PostgreSQL and the API processes ----

  const adminUrl = ensurePostgres()
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} })
  await admin.unsafe(`drop database if exists ${DATABASE} with (force)`)
  await admin.unsafe(`create database ${DATABASE}`)
  const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${DATABASE}` }).toString()
  const db = postgres(databaseUrl, { max: 2, onnotice: () => {} })
  onStop(async () => {
    await db.end()
    await admin.unsafe(`drop database if exists ${DATABASE} with (force)`)
    await admin.end()
    fs.rmSync(work, { recursive: true, force: true })
  })

  /** One API process on `port`, started again a second after it exits, until the bench stops. */
  function supervised(port) {
    const state = { port, child: null, restarts: 0, stopping: false, started: null }
    const start = () => {
      state.child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
        cwd: path.join(ROOT, 'api'),
        env: {
          ...process.env,
          SHOP_MODE: 'demo',
          DATABASE_URL: databaseUrl,
          PORT: String(port),
          HOST: '127.0.0.1',
          LOG_LEVEL: 'warn',
          MEDIA_CACHE_DIR: path.join(work, 'media-cache'),
          // Behind nginx: the shopper's address is the one nginx names. The load generator is many
          // shoppers from one address, so the per-address allowances are raised; the per-account
          // sign-in back-off is not (config.ts).
          TRUST_PROXY: '1',
          API_COMPRESSION: 'off',
          AUTH_RATE_LIMIT_SCALE: '1000',
        },
        stdio: ['ignore', 'ignore', 'inherit'],
        detached: true,
      })
      state.started = Date.now()
      state.child.once('exit', () => {
        if (state.stopping) return
        state.restarts++
        setTimeout(start, 1000)
      })
    }
    start()
    onStop(async () => {
      state.stopping = true
      await stopGroup(state.child)
    })
    return state
  }

  for (const port of [...API_PORTS, NGINX_PORT]) await assertFree(port)
  // Both at once on the empty database: one migrates and seeds, the other waits its turn.
  const processes = API_PORTS.map(supervised)
  await Promise.all(
    processes.map((api) => waitForUrl(`http://127.0.0.1:${api.port}/health`, null, 120)),
  )
  const direct = (api) => `http://127.0.0.1:${api.port}/v1`
  const viaNginx = `http://127.0.0.1:${NGINX_PORT}/v1`

  // ---- nginx with deploy/nginx's rules ----

  const site = path.join(work, 'site')
  fs.mkdirSync(site, { recursive: true })
  fs.writeFileSync(path.join(site, 'index.html'), '<!doctype html><title>bench</title>')
  const nginx = await startNginx({
    dir: path.join(work, 'nginx'),
    site: {
      host: '127.0.0.1',
      port: NGINX_PORT,
      root: site,
      apiPorts: API_PORTS.slice(0, 1),
      // Ten connections of one load generator stand for thousands of browsers: nginx's default
      // closes a browser's connection after 1,000 requests, and a request that crosses the close
      // counts as a failure here although a browser would simply open a new connection.
      serverLines: ['keepalive_requests 1000000;'],
    },
  })
  await waitForUrl(`${viaNginx}/health`, null, 30)

  // ---- Load ----

  async function load(title, url, options = {}) {
    const result = await autocannon({
      url,
      connections: Number(values.connections),
      duration: Number(values.duration),
      ...options,
      headers: { 'accept-language': 'cs', ...options.headers },
    })
    const failed = Object.entries(result.statusCodeStats ?? {})
      .filter(([code]) => !code.startsWith('2'))
      .map(([code, { count }]) => `${count} × ${code}`)
    if (result.errors) failed.push(`${result.errors} errors`)
    if (result.timeouts) failed.push(`${result.timeouts} timeouts`)
    return {
      row: [
        title,
        Math.round(result.requests.average),
        result.latency.p50,
        result.latency.p99,
        failed.join(', ') || 0,
      ],
      result,
    }
  }

  const someId = (await (await fetch(`${direct(processes[0])}/images?per_page=1`)).json()).data[0]
    .id
  const CALLS = [
    ['GET /categories', '/categories'],
    ['GET /images?page=1', '/images?page=1'],
    [`GET /images/${someId}`, `/images/${someId}`],
  ]
  const rows = []
  for (const [title, call] of CALLS)
    rows.push((await load(`${title}, bare API`, `${direct(processes[0])}${call}`)).row)
  for (const [title, call] of CALLS)
    rows.push((await load(`${title}, nginx, 1 process`, `${viaNginx}${call}`)).row)
  await nginx.reload(API_PORTS)
  for (const [title, call] of CALLS)
    rows.push((await load(`${title}, nginx, 2 processes`, `${viaNginx}${call}`)).row)
  console.log(
    `\nbench/scale-out on ${os.cpus().length} CPUs, Node ${process.version}, ${values.connections} connections, ${values.duration} s per call\n`,
  )
  console.log(formatTable(['call', 'req/s', 'p50 ms', 'p99 ms', 'failed'], rows))
  console.log('')
  if (rows.some((row) => row[4] !== 0))
    console.log(`nginx's errors:\n${nginx.errors().slice(-10).join('\n')}\n`)

  // ---- What two processes share ----

  /** A browser over HTTP: its cookies, its CSRF token echoed, the base address per call. */
  function browser(address = '192.0.2.10') {
    const cookies = new Map()
    return async function call(base, method, url, body) {
      if (method !== 'GET' && !cookies.has('XSRF-TOKEN')) await call(base, 'GET', '/csrf')
      const headers = {
        'accept-language': 'cs',
        // Straight to a process, the bench names the shopper's address as nginx would; through
        // nginx this is overwritten by what nginx saw.
        'x-forwarded-for': address,
      }
      if (cookies.size) headers.cookie = [...cookies].map(([k, v]) => `${k}=${v}`).join('; ')
      if (method !== 'GET') {
        headers['x-xsrf-token'] = decodeURIComponent(cookies.get('XSRF-TOKEN'))
        headers['content-type'] = 'application/json'
        headers.origin = 'http://localhost:9000'
      }
      const response = await fetch(`${base}${url}`, {
        method,
        headers,
        body: method === 'GET' ? undefined : JSON.stringify(body ?? {}),
      })
      for (const line of response.headers.getSetCookie()) {
        const [pair] = line.split(';')
        const name = pair.slice(0, pair.indexOf('='))
        const value = pair.slice(pair.indexOf('=') + 1)
        if (value) cookies.set(name, value)
        else cookies.delete(name)
      }
      const text = await response.text()
      return { status: response.status, body: text.startsWith('{') ? JSON.parse(text) : text }
    }
  }

  let accountNumber = 0
  async function register(call, base) {
    const email = `scale.${process.pid}.${++accountNumber}@example.cz`
    const response = await call(base, 'POST', '/auth/register', {
      email,
      name: 'Jana Nováková',
      password: 'tajneheslo1',
      password_confirmation: 'tajneheslo1',
      phone_number: '+420777123456',
      street: 'Komunardů 12',
      city: 'Praha',
      zip: '17000',
      country: 'CZ',
      terms_accepted: true,
      remember: false,
      locale: 'cs',
    })
    if (response.status !== 201) throw new Error(`register: ${response.status}`)
    return email
  }

  /** A basket with a photo print, billing details, PPL and bank transfer: ready to order. */
  async function readyBasket(call, base) {
    const image = (await call(base, 'GET', `/images/${someId}`)).body
    const layout = image.included.find(
      (item) => item.type === 'layouts' && item.attributes.slug === 'fotografie',
    )
    const delivery = (await call(base, 'GET', '/delivery_methods')).body.data.find(
      (method) => method.attributes.slug === 'ppl',
    )
    const basket = await call(base, 'POST', '/baskets')
    if (basket.status >= 300)
      throw new Error(`basket: ${basket.status} ${JSON.stringify(basket.body)}`)
    const uuid = basket.body.data.id
    const steps = [
      await call(base, 'POST', `/baskets/${uuid}/basket_items`, {
        image_id: Number(someId),
        layout_id: Number(layout.id),
        paper_id: Number(layout.relationships.papers.data[0].id),
        custom_width: 300,
        custom_height: 200,
        format_type: 'original',
        quantity: 1,
      }),
      await call(base, 'POST', `/baskets/${uuid}/billing_details`, {
        first_name: 'Jana',
        last_name: 'Nováková',
        street: 'Komunardů 12',
        city: 'Praha',
        zip: '170 00',
        country: 'CZ',
        email: 'jana@example.cz',
        phone_number: '+420777123456',
      }),
      await call(base, 'PATCH', `/baskets/${uuid}`, {
        delivery_method_id: Number(delivery.id),
        payment_method: 'bank_transfer',
      }),
    ]
    for (const step of steps)
      if (step.status >= 300) throw new Error(`basket step: ${step.status} ${JSON.stringify(step)}`)
    return uuid
  }

  const ordersOf = async (uuid) =>
    db`select o.number from orders o join baskets b on b.id = o.basket_id where b.uuid = ${uuid}`

  const [first, second] = processes.map(direct)
  {
    const call = browser('192.0.2.11')
    const email = await register(call, first)
    const me = await call(second, 'GET', '/me')
    check(
      'a session opened on one process is used on the other',
      me.status === 200 && me.body.data.attributes.email === email,
      `GET /me on the second: ${me.status}`,
    )
  }
  {
    const owner = browser('192.0.2.12')
    const email = await register(owner, first)
    const statuses = []
    for (let attempt = 0; attempt < 6; attempt++)
      statuses.push(
        (
          await browser(`192.0.2.${20 + attempt}`)(
            attempt % 2 ? second : first,
            'POST',
            '/auth/login',
            {
              username: email,
              password: 'hadam',
            },
          )
        ).status,
      )
    check(
      "an account's sign-in limit is counted by both processes (5 wrong passwords, then 429)",
      statuses.join() === '422,422,422,422,422,429',
      statuses.join(', '),
    )
  }
  {
    const call = browser('192.0.2.13')
    await register(call, viaNginx)
    const uuid = await readyBasket(call, viaNginx)
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        call(viaNginx, 'POST', `/baskets/${uuid}/checkout`, { terms_accepted: true }),
      ),
    )
    const statuses = answers.map((answer) => answer.status).sort()
    const placed = await ordersOf(uuid)
    check(
      'twenty racing checkouts of one basket through nginx place one order',
      placed.length === 1 && statuses.filter((status) => status === 201).length === 1,
      `answers ${[...new Set(statuses)].map((s) => `${s} × ${statuses.filter((x) => x === s).length}`).join(', ')}; orders ${placed.length}`,
    )
  }

  // ---- One process killed in the middle of a load ----

  /** A checkout retried, as the storefront lets a shopper do, until it is answered with an order. */
  async function checkOutRetrying(call, uuid) {
    for (let attempt = 1; attempt <= 10; attempt++) {
      const answer = await call(viaNginx, 'POST', `/baskets/${uuid}/checkout`, {
        terms_accepted: true,
      }).catch(() => ({ status: 0 }))
      if (answer.status === 200 || answer.status === 201)
        return { number: answer.body.data.attributes.number, attempts: attempt }
      await new Promise((resolve) => setTimeout(resolve, 300))
    }
    return { number: null, attempts: 10 }
  }

  {
    const shoppers = []
    for (let index = 0; index < 10; index++) {
      const call = browser(`192.0.2.${40 + index}`)
      await register(call, viaNginx)
      shoppers.push({ call, uuid: await readyBasket(call, viaNginx) })
    }
    const victim = processes[0]
    const restartsBefore = victim.restarts
    // Six seconds of reads, the process killed after two.
    const reads = load(
      'GET /images/{id} through nginx while a process is killed',
      `${viaNginx}/images/${someId}`,
      { duration: 6 },
    )
    const list = load(
      'GET /images?page=1 through nginx while a process is killed',
      `${viaNginx}/images?page=1`,
      { duration: 6 },
    )
    await new Promise((resolve) => setTimeout(resolve, 2000))
    const killedAt = Date.now()
    process.kill(-victim.child.pid, 'SIGKILL')
    const placed = await Promise.all(shoppers.map(({ call, uuid }) => checkOutRetrying(call, uuid)))
    const [detail, page] = await Promise.all([reads, list])
    for (const { row, result } of [detail, page])
      check(
        `${row[0]}: no failed request`,
        row[4] === 0,
        `${result.requests.total} requests, ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts, p99 ${row[3]} ms`,
      )
    const rows = await Promise.all(shoppers.map(({ uuid }) => ordersOf(uuid)))
    check(
      'ten checkouts while a process is killed: every basket ordered exactly once',
      rows.every(
        (orders, index) => orders.length === 1 && orders[0].number === placed[index].number,
      ),
      `orders per basket ${rows.map((orders) => orders.length).join(', ')}; attempts ${placed.map((p) => p.attempts).join(', ')}`,
    )
    await waitForUrl(`http://127.0.0.1:${victim.port}/health`, null, 60)
    check(
      'the killed process is started again by its supervisor',
      victim.restarts === restartsBefore + 1,
      `answering again ${((Date.now() - killedAt) / 1000).toFixed(1)} s after the kill`,
    )
  }
} catch (error) {
  console.error(error)
  failures.push(`the bench itself: ${error.message}`)
} finally {
  await stopAll()
}

console.log(
  failures.length
    ? `\n${failures.length} check(s) failed: ${failures.join('; ')}`
    : '\nevery check passed',
)
process.exit(failures.length ? 1 : 0)
