import assert from 'node:assert/strict'
import fs from 'node:fs'
import { describe, it } from 'node:test'
import { eq, sql } from 'drizzle-orm'
import postgres from 'postgres'
import { imageOriginal } from '../../../src/catalogue/images.js'
import { POOL_SIZE } from '../../../src/db/client.js'
import { images } from '../../../src/db/schema.js'
import { versionOf } from '../../../src/media/renditions.js'
import { build, type Response } from '../../helper.js'

/*
 * Renders on PostgreSQL, whose pool has POOL_SIZE connections at most (the tests' fewer; PGlite has
 * one connection and no other process to share a lock with): a render waits for and holds its
 * rendition's lock across processes, and must not hold one of the pool's connections meanwhile.
 */
const adminUrl = process.env.TEST_DATABASE_URL
if (!adminUrl) throw new Error('render-pool needs PostgreSQL: run it with TEST_DATABASE_URL')

const RENDERS = POOL_SIZE + 2
const JPEG_WIDTHS = [64, 96, 128, 256]

const settled = (promise: Promise<unknown>, ms: number) =>
  Promise.race([
    promise.then(() => true),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms)),
  ])

describe('picture renders and the database pool', async () => {
  const testApp = await build({
    mediaCacheDir: fs.mkdtempSync('/tmp/print-shop-media-'),
    mediaRenderConcurrency: RENDERS,
    mediaRenderQueue: 64,
  })
  const { db } = testApp.database
  // postgres.js answers a list of rows (PGlite an object with `rows`): this file runs on PostgreSQL.
  const [{ name }] = (await db.execute(sql`select current_database() as name`)) as unknown as [
    { name: string },
  ]
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  /** Another API process on the same database, rendering the same pictures. */
  const elsewhere = postgres(url.toString(), { max: 1, onnotice: () => {} })

  const photos = await db
    .select({ id: images.id })
    .from(images)
    .where(eq(images.kind, 'photo'))
    .limit(Math.ceil(RENDERS / JPEG_WIDTHS.length))
  const renditions = await Promise.all(
    photos
      .flatMap(({ id }) => JPEG_WIDTHS.map((width) => ({ id, width })))
      .slice(0, RENDERS)
      .map(async ({ id, width }) => {
        const original = (await imageOriginal(db, id))!
        return {
          path: `/v1/media/${id}/${width}.jpg`,
          lock: `print-shop:rendition:${id}/${versionOf(original)}/${Math.min(width, original.width)}.jpg`,
        }
      }),
  )

  it(`answers the shop's calls while ${RENDERS} renders wait for or hold their locks`, async () => {
    assert.equal(renditions.length, RENDERS)
    const reserved = await elsewhere.reserve()
    for (const { lock } of renditions)
      await reserved`select pg_advisory_lock(hashtextextended(${lock}, 0))`
    let rendering: Promise<Response[]> | undefined
    try {
      const visitor = testApp.visitor()
      rendering = Promise.all(renditions.map(({ path }) => visitor.get(path)))
      // Every render has looked its picture up and waits for the other process's lock.
      await new Promise((resolve) => setTimeout(resolve, 1_000))

      const started = performance.now()
      const categories = testApp.visitor().get('/v1/categories')
      assert.ok(await settled(categories, 3_000), 'GET /v1/categories answered within 3 s')
      assert.equal((await categories).statusCode, 200)
      assert.ok(performance.now() - started < 3_000)

      assert.equal(
        await settled(rendering, 200),
        false,
        'the renders still wait for the lock the other process holds',
      )
    } finally {
      for (const { lock } of renditions)
        await reserved`select pg_advisory_unlock(hashtextextended(${lock}, 0))`
      reserved.release()
    }
    const answers = await rendering!
    assert.deepEqual(
      answers.map((answer) => answer.statusCode),
      renditions.map(() => 200),
    )
    await elsewhere.end()
  })

  it('runs work under one lock one at a time within one process too', async () => {
    const order: string[] = []
    const work = (label: string) => async () => {
      order.push(`${label} starts`)
      await new Promise((resolve) => setTimeout(resolve, 50))
      order.push(`${label} ends`)
    }
    await Promise.all([
      testApp.database.exclusively(work('first'), 'render-pool-test'),
      testApp.database.exclusively(work('second'), 'render-pool-test'),
    ])
    assert.deepEqual(order, ['first starts', 'first ends', 'second starts', 'second ends'])
  })
})
