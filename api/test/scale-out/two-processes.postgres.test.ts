import assert from 'node:assert/strict'
import fs from 'node:fs'
import path from 'node:path'
import { after, before, describe, it } from 'node:test'
import { count, desc, eq } from 'drizzle-orm'
import { CATALOGUE_WIDTHS } from '@print-shop/shop-domain/media'
import postgres from 'postgres'
import { API_ROOT } from '../../src/config.js'
import { openDatabase, type DatabaseHandle } from '../../src/db/client.js'
import { baskets, categories, images, orders, outbox } from '../../src/db/schema.js'
import { registration, type TestApp } from '../helper.js'
import { readyBasket, shopIds } from '../routes/baskets/fixtures.js'
import { inParallel, statusCounts } from '../concurrency/fixtures.js'
import { HttpVisitor, startApiProcess, type ApiProcess } from './api-processes.js'

/*
 * Two API processes behind one proxy, on one PostgreSQL database: what one process knows, the other
 * must know too. Real processes over HTTP (not two apps in one process, which would share the
 * modules' memory), started at the same moment on an empty database. Run in the PostgreSQL pass of
 * `npm run test:api` only: a PGlite folder belongs to one process.
 */
const adminUrl = process.env.TEST_DATABASE_URL
if (!adminUrl) throw new Error('two-processes needs PostgreSQL: run it with TEST_DATABASE_URL')

const OWNER_TOKEN = 'two-processes-owner-token'

describe('two API processes on one database', () => {
  const name = `print_shop_two_processes_${process.pid}`
  const admin = postgres(adminUrl, { max: 1, onnotice: () => {} })
  const mediaCacheDir = fs.mkdtempSync('/tmp/print-shop-two-processes-')
  let database: { db: DatabaseHandle['db']; client: postgres.Sql; close(): Promise<void> }
  let first: ApiProcess
  let second: ApiProcess

  before(async () => {
    await admin.unsafe(`drop database if exists "${name}" with (force)`)
    await admin.unsafe(`create database "${name}"`)
    const url = new URL(adminUrl)
    url.pathname = `/${name}`
    const env = {
      DATABASE_URL: url.toString(),
      MEDIA_CACHE_DIR: mediaCacheDir,
      LOG_LEVEL: 'info',
      OWNER_TOKEN,
    }
    ;[first, second] = await Promise.all([startApiProcess(env), startApiProcess(env)])
    const handle = await openDatabase({ databaseUrl: url.toString() })
    const client = postgres(url.toString(), { max: 1, onnotice: () => {} })
    database = {
      db: handle.db,
      client,
      close: async () => {
        await client.end()
        await handle.close()
      },
    }
  })

  after(async () => {
    await Promise.all([first?.stop(), second?.stop()])
    await database?.close()
    await admin.unsafe(`drop database if exists "${name}" with (force)`)
    await admin.end()
    fs.rmSync(mediaCacheDir, { recursive: true, force: true })
  })

  it('started at once on an empty database, migrate it and seed it exactly once', async () => {
    const migrations = fs
      .readdirSync(path.join(API_ROOT, 'drizzle'))
      .filter((file) => file.endsWith('.sql')).length
    const [applied] = await database.client<{ count: number }[]>`
      select count(*)::int as count from drizzle.__drizzle_migrations`
    assert.equal(applied!.count, migrations)
    const seedings = [first, second].filter((process) =>
      process.output().includes('seeded the catalogue'),
    )
    assert.equal(seedings.length, 1, first.output() + second.output())
    const [row] = await database.db.select({ value: count() }).from(categories)
    assert.ok(row!.value > 0)
  })

  it('share the session and its CSRF token: opened on one, used on the other', async () => {
    const visitor = new HttpVisitor([first.origin, second.origin])
    assert.equal((await visitor.pin(first.origin).get('/v1/csrf')).statusCode, 204)
    const payload = registration()
    const registered = await visitor.pin(second.origin).post('/v1/auth/register', payload)
    assert.equal(registered.statusCode, 201, registered.body)
    const me = await visitor.pin(first.origin).get('/v1/me')
    assert.equal(me.statusCode, 200, me.body)
    assert.equal(me.json().data.attributes.email, payload.email)
  })

  it('share the sign-in limit of an address: ten attempts in all, not ten on each', async () => {
    const statuses: number[] = []
    for (let attempt = 1; attempt <= 12; attempt++) {
      const visitor = new HttpVisitor([attempt % 2 ? first.origin : second.origin])
      const response = await visitor.post('/v1/auth/login', {
        username: `nikdo.${attempt}@example.cz`,
        password: 'hadam',
      })
      statuses.push(response.statusCode)
    }
    assert.deepEqual(statuses, [...Array<number>(10).fill(422), 429, 429])
  })

  it('render a picture asked of both at once only once, and serve the same bytes', async () => {
    const [image] = await database.db.select({ id: images.id }).from(images).limit(1)
    const url = `/v1/media/${image!.id}/640.avif`
    const answers = await inParallel(6, (index) =>
      fetch(`${index % 2 ? first.origin : second.origin}${url}`).then(async (response) => ({
        status: response.status,
        bytes: Buffer.from(await response.arrayBuffer()),
      })),
    )
    assert.deepEqual(
      answers.map((answer) => answer.status),
      Array<number>(6).fill(200),
    )
    for (const answer of answers) assert.ok(answer.bytes.equals(answers[0]!.bytes))
    const renders = (first.output() + second.output())
      .split('\n')
      .filter((line) => line.includes('"rendered"') && line.includes(`"${image!.id}/`))
      .filter((line) => line.includes('/640.avif'))
    assert.equal(renders.length, 1, renders.join('\n'))
  })

  it("show the owner's change made on one in the other's catalogue reads at once", async () => {
    const [image] = await database.db.select({ id: images.id }).from(images).limit(1)
    const url = `/v1/images/${image!.id}`
    const nameOn = async (origin: string) => {
      const response = await fetch(`${origin}${url}`, { headers: { 'accept-language': 'en' } })
      const body = (await response.json()) as { data: { attributes: { name: string } } }
      return body.data.attributes.name
    }
    const before = await nameOn(second.origin)
    assert.equal(await nameOn(second.origin), before) // now kept by the second process
    const renamed = `Renamed on the first ${Date.now()}`
    const changed = await fetch(`${first.origin}/v1/owner/pictures/${image!.id}`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${OWNER_TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify({ name: { en: renamed } }),
    })
    assert.equal(changed.status, 200, await changed.text())
    assert.equal(await nameOn(first.origin), renamed)
    const deadline = Date.now() + 1_000
    while ((await nameOn(second.origin)) !== renamed) {
      assert.ok(Date.now() < deadline, 'the second process showed the change within 1 s')
      await new Promise((resolve) => setTimeout(resolve, 10))
    }
  })

  it('twenty checkouts of one basket spread over both place exactly one order', async () => {
    const visitor = new HttpVisitor([first.origin, second.origin])
    const registered = await visitor.post('/v1/auth/register', registration())
    assert.equal(registered.statusCode, 201, registered.body)
    const ids = await shopIds({ database } as unknown as TestApp)
    const uuid = await readyBasket(visitor, ids)

    const responses = await inParallel(20, () =>
      visitor.post(`/v1/baskets/${uuid}/checkout`, { terms_accepted: true }),
    )
    assert.deepEqual(
      statusCounts(responses),
      { 200: 19, 201: 1 },
      responses.map((response) => response.body).join('\n'),
    )
    const number = String(responses[0]!.json().data.attributes.number)
    for (const response of responses) assert.equal(response.json().data.attributes.number, number)
    const [basket] = await database.db.select().from(baskets).where(eq(baskets.uuid, uuid))
    const placed = await database.db.select().from(orders).where(eq(orders.basketId, basket!.id))
    assert.deepEqual(
      placed.map((order) => order.number),
      [number],
    )
    const mails = (await database.db.select().from(outbox)).filter((mail) =>
      mail.subject.includes(number),
    )
    assert.equal(mails.length, 1, 'exactly one order confirmation')
  })

  it('a process asked to stop finishes the request in flight, then exits', async () => {
    // The widest AVIF of the widest picture: a render of a second or more.
    const [image] = await database.db
      .select({ id: images.id })
      .from(images)
      .orderBy(desc(images.width))
      .limit(1)
    const widest = CATALOGUE_WIDTHS[CATALOGUE_WIDTHS.length - 1]
    const answer = fetch(`${second.origin}/v1/media/${image!.id}/${widest}.avif`)
    // The render has started once the process holds its lock (the database shows it).
    const deadline = Date.now() + 5_000
    for (;;) {
      const [locks] = await database.client<{ count: number }[]>`
        select count(*)::int as count from pg_locks
        where locktype = 'advisory' and granted
          and database = (select oid from pg_database where datname = current_database())`
      if (locks!.count > 0) break
      assert.ok(Date.now() < deadline, 'the render started')
      await new Promise((resolve) => setTimeout(resolve, 10))
    }
    const exited = new Promise<number | null>((resolve) =>
      second.child.once('exit', (code) => resolve(code)),
    )
    second.child.kill('SIGTERM')
    const response = await answer
    assert.equal(response.status, 200)
    assert.ok((await response.arrayBuffer()).byteLength > 0)
    assert.equal(await exited, 0, second.output())
  })
})
