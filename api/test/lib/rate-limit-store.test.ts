import assert from 'node:assert/strict'
import { after, describe, it } from 'node:test'
import { eq, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../../src/app.js'
import { loadConfig, type Config } from '../../src/config.js'
import { rateLimitHits } from '../../src/db/schema.js'
import { countHit, sweepRateLimits } from '../../src/security/rate-limit-store.js'
import { DEMO_ENV, RELAXED_LIMITS, TEST_HASHING, Visitor, testDatabase } from '../helper.js'
import { fromAddress, keepCookies } from '../plugins/from-address.js'

describe('rate-limit counters in the database', async () => {
  const database = await testDatabase()
  const config: Config = {
    ...loadConfig(DEMO_ENV),
    mediaCacheDir: `/tmp/print-shop-media-test-${process.pid}`,
    rateLimits: {
      ...RELAXED_LIMITS,
      newSession: { max: 2, timeWindow: 60_000 },
      passwordFailures: { max: 2, timeWindow: 60_000, lockout: 60_000, maxLockout: 60_000 },
    },
  }
  // Two API processes behind one proxy: two apps on the same database.
  const first = await buildApp({ config, database, passwordHashing: TEST_HASHING })
  const second = await buildApp({ config, database, passwordHashing: TEST_HASHING })
  after(async () => {
    await first.close()
    await second.close()
    await database.close()
  })

  it('are shared by two API processes on one database', async () => {
    const newSession = async (app: FastifyInstance) =>
      (await fromAddress(new Visitor(app), '192.0.2.1').get('/v1/csrf')).statusCode
    assert.equal(await newSession(first), 204)
    assert.equal(await newSession(second), 204)
    assert.equal(await newSession(first), 429)
    assert.equal(await newSession(second), 429)
  })

  it('count hits that arrive at once exactly, spread over both processes', async () => {
    const statuses = await Promise.all(
      Array.from({ length: 12 }, async (_, index) => {
        const app = index % 2 ? first : second
        return (await fromAddress(new Visitor(app), '192.0.2.3').get('/v1/csrf')).statusCode
      }),
    )
    assert.deepEqual(
      statuses.sort((a, b) => a - b),
      [204, 204, ...Array<number>(10).fill(429)],
    )
  })

  it('share the lock of an account whose password failed on the other process', async () => {
    // One browser, its requests spread over both processes.
    const onFirst = new Visitor(first)
    keepCookies(onFirst, await fromAddress(onFirst, '192.0.2.2').get('/v1/csrf'))
    const onSecond = new Visitor(second)
    for (const [name, value] of onFirst.cookies) onSecond.cookies.set(name, value)
    const login = (visitor: Visitor) =>
      fromAddress(visitor, '192.0.2.2').post('/v1/auth/login', {
        username: 'nikdo@example.cz',
        password: 'guess',
      })
    assert.equal((await login(onFirst)).statusCode, 422)
    assert.equal((await login(onSecond)).statusCode, 422)
    assert.equal((await login(onFirst)).statusCode, 429)
  })

  it('start again at one when the window is over', async () => {
    const { db } = database
    assert.equal((await countHit(db, 'test window', 60_000)).current, 1)
    assert.equal((await countHit(db, 'test window', 60_000)).current, 2)
    await db
      .update(rateLimitHits)
      .set({ resetAt: sql`now() - interval '1 second'` })
      .where(eq(rateLimitHits.key, 'test window'))
    const fresh = await countHit(db, 'test window', 60_000)
    assert.equal(fresh.current, 1)
    assert.ok(fresh.ttl > 59_000 && fresh.ttl <= 60_000, `ttl ${fresh.ttl}`)
  })

  it('are swept once their window is over', async () => {
    const { db } = database
    await db.delete(rateLimitHits)
    await db.insert(rateLimitHits).values([
      { key: 'over', hits: 3, resetAt: sql`now() - interval '1 second'` },
      { key: 'running', hits: 3, resetAt: sql`now() + interval '1 minute'` },
    ])
    await sweepRateLimits(db)
    const keys = await db.select({ key: rateLimitHits.key }).from(rateLimitHits)
    assert.deepEqual(keys, [{ key: 'running' }])
  })
})
