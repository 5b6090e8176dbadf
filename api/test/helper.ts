import fs from 'node:fs/promises'
import { after } from 'node:test'
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify'
import postgres from 'postgres'
import { buildApp, type BuildOptions } from '../src/app.js'
import { loadConfig, type Config } from '../src/config.js'
import { dumpPglite, openDatabase, type DatabaseHandle } from '../src/db/client.js'
import type { Relationship, ResourceObject } from '../src/lib/jsonapi.js'
import { seedCatalogue } from '../src/seed/seed.js'

/** Cheap scrypt for tests only; production uses OWASP's parameters (see lib/password.ts). */
export const TEST_HASHING = { N: 2 ** 10, r: 8, p: 1 }

/** Tests sign many visitors up from one address; the rate-limit tests pass their own limits. */
export const RELAXED_LIMITS: Config['rateLimits'] = {
  login: { max: 10_000, timeWindow: 60_000 },
  register: { max: 10_000, timeWindow: 60_000 },
  forgot: { max: 10_000, timeWindow: 60_000 },
  reset: { max: 10_000, timeWindow: 60_000 },
  passwordUpdate: { max: 10_000, timeWindow: 60_000 },
  destroyAccount: { max: 10_000, timeWindow: 60_000 },
  updateMe: { max: 10_000, timeWindow: 60_000 },
  useCoupon: { max: 10_000, timeWindow: 60_000 },
  checkout: { max: 10_000, timeWindow: 60_000 },
  createBasket: { max: 10_000, timeWindow: 60_000 },
  newSession: { max: 10_000, timeWindow: 60_000 },
  passwordFailures: { max: 10_000, timeWindow: 60_000, lockout: 1_000, maxLockout: 1_000 },
}

/** A resource of an answer, with its relationships (the catalogue always sends them). */
export type Resource = ResourceObject & { relationships: Record<string, Relationship> }

let pgliteTemplate: Promise<Blob> | undefined
let databaseCounter = 0

/**
 * A migrated, seeded PGlite database, copied for each test: the run's (scripts/test.mjs prepares it
 * once, TEST_PGLITE_TEMPLATE), or one prepared by this process when a file is run by hand.
 */
function pgliteDump(): Promise<Blob> {
  const prepared = process.env.TEST_PGLITE_TEMPLATE
  pgliteTemplate ??= (async () => {
    if (prepared) return new Blob([await fs.readFile(prepared)])
    const handle = await openDatabase({ dataDir: 'memory://' })
    await handle.migrate()
    await seedCatalogue(handle.db, { demo: true })
    const dump = await dumpPglite(handle)
    await handle.close()
    return dump
  })()
  return pgliteTemplate
}

/**
 * With TEST_DATABASE_URL (set by scripts/test.mjs when DATABASE_URL is given) each test gets its own
 * PostgreSQL database cloned from the migrated, seeded template database.
 */
/**
 * Drops a test database. An autovacuum worker busy in it cannot be terminated by a role without
 * pg_signal_backend, and makes the drop fail for a moment: try again shortly.
 */
async function dropDatabase(admin: postgres.Sql, name: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await admin.unsafe(`drop database if exists "${name}" with (force)`)
      return
    } catch (error) {
      if (attempt === 10) throw error
      await new Promise((resolve) => setTimeout(resolve, 200 * attempt))
    }
  }
}

/**
 * A test database's pool. Files that share a process (scripts/test.mjs) keep their apps open until
 * it ends, two processes at once: with the shop's pool of ten, kept for ever, they went past the
 * server's 100 connections. Four still run races side by side; an idle one closes after a second.
 */
const TEST_POOL = { max: 4, idleTimeout: 1 }

async function postgresDatabase(): Promise<DatabaseHandle> {
  const adminUrl = process.env.TEST_DATABASE_URL!
  const template = process.env.TEST_TEMPLATE_DATABASE!
  const name = `print_shop_test_${process.pid}_${++databaseCounter}`
  const admin = postgres(adminUrl, { max: 1, idle_timeout: 1, onnotice: () => {} })
  await admin.unsafe(`create database "${name}" template "${template}"`)
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  const handle = await openDatabase({ databaseUrl: url.toString(), pool: TEST_POOL })
  return {
    ...handle,
    async close() {
      await handle.close()
      await dropDatabase(admin, name)
      await admin.end()
    },
  }
}

export async function testDatabase(): Promise<DatabaseHandle> {
  if (process.env.TEST_DATABASE_URL) return postgresDatabase()
  return openDatabase({ dataDir: 'memory://', loadDataDir: await pgliteDump() })
}

export interface TestApp {
  app: FastifyInstance
  database: DatabaseHandle
  config: Config
  /** A browser-like visitor: keeps cookies and echoes the CSRF token. */
  visitor(): Visitor
}

/** The settings the tests run with: the demo shop (test/production covers production). */
export const DEMO_ENV = { SHOP_MODE: 'demo' }

/**
 * The shop the tests' links lead to. Set on the built config, not in DEMO_ENV: a demo started with
 * an https:// address would face the public, and refuses to (src/demo-on-this-machine.ts).
 */
export const TEST_SITE_URL = 'https://www.obrazarna.test'

/** A fresh app on a fresh copy of the seeded database, closed after the test file. */
export async function build(
  overrides: Partial<Config> = {},
  /** A logger's options, e.g. `{ stream }` to read what the app logs. */
  logger?: BuildOptions['logger'],
): Promise<TestApp> {
  const database = await testDatabase()
  const config: Config = {
    ...loadConfig(DEMO_ENV),
    siteUrl: TEST_SITE_URL,
    mediaCacheDir: `/tmp/print-shop-media-test-${process.pid}`,
    rateLimits: RELAXED_LIMITS,
    ...overrides,
  }
  const app = await buildApp({ config, database, passwordHashing: TEST_HASHING, logger })
  await app.ready()
  after(async () => {
    await app.close()
    await database.close()
  })
  return { app, database, config, visitor: () => new Visitor(app) }
}

export type Response = LightMyRequestResponse

export class Visitor {
  readonly cookies = new Map<string, string>()
  language = 'cs'

  constructor(readonly app: FastifyInstance) {}

  async request(
    method: InjectOptions['method'],
    url: string,
    options: { body?: unknown; headers?: Record<string, string>; csrf?: boolean } = {},
  ): Promise<Response> {
    const unsafe = !['GET', 'HEAD'].includes(String(method))
    if (unsafe && options.csrf !== false && !this.cookies.has('XSRF-TOKEN'))
      await this.get('/v1/csrf')
    const headers: Record<string, string> = { 'accept-language': this.language, ...options.headers }
    if (this.cookies.size)
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
    if (unsafe && options.csrf !== false)
      headers['x-xsrf-token'] = this.cookies.get('XSRF-TOKEN') ?? ''
    const response = await this.send(method, url, headers, options.body)
    for (const cookie of response.cookies as {
      name: string
      value: string
      maxAge?: number
      expires?: Date
    }[]) {
      const expired =
        cookie.maxAge === 0 ||
        (cookie.expires && cookie.expires.getTime() <= Date.now()) ||
        cookie.value === ''
      if (expired) this.cookies.delete(cookie.name)
      else this.cookies.set(cookie.name, cookie.value)
    }
    return response
  }

  /** One call as the app receives it; a visitor over HTTP (test/scale-out) sends it over a socket. */
  protected send(
    method: InjectOptions['method'],
    url: string,
    headers: Record<string, string>,
    body: unknown,
  ): Promise<Response> {
    return this.app.inject({
      method,
      url,
      headers,
      ...(body === undefined
        ? {}
        : typeof body === 'string'
          ? { payload: body }
          : { payload: body as object }),
    })
  }

  get(url: string, headers?: Record<string, string>) {
    return this.request('GET', url, { headers })
  }
  post(
    url: string,
    body?: unknown,
    options: { headers?: Record<string, string>; csrf?: boolean } = {},
  ) {
    return this.request('POST', url, { body: body ?? {}, ...options })
  }
  patch(
    url: string,
    body?: unknown,
    options: { headers?: Record<string, string>; csrf?: boolean } = {},
  ) {
    return this.request('PATCH', url, { body: body ?? {}, ...options })
  }
  delete(url: string, options: { headers?: Record<string, string>; csrf?: boolean } = {}) {
    return this.request('DELETE', url, options)
  }
}

let emailCounter = 0
/** A unique registration payload that passes validation. */
export function registration(overrides: Record<string, unknown> = {}) {
  const email = `jana.${process.pid}.${++emailCounter}@example.cz`
  return {
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
    ...overrides,
  }
}

/** Registers and signs in a new visitor; returns the visitor and their credentials. */
export async function signedInVisitor(testApp: TestApp, overrides: Record<string, unknown> = {}) {
  const visitor = testApp.visitor()
  const payload = registration(overrides)
  const response = await visitor.post('/v1/auth/register', payload)
  if (response.statusCode !== 201)
    throw new Error(`registration failed: ${response.statusCode} ${response.body}`)
  return {
    visitor,
    email: payload.email,
    password: payload.password,
    userId: Number(response.json().data.id),
  }
}
