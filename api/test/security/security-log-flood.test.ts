import assert from 'node:assert/strict'
import { after, describe, it } from 'node:test'
import { eq, gt, like, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../../src/app.js'
import { rateLimitHits, securityEvents } from '../../src/db/schema.js'
import { EVENTS_PER_HOUR } from '../../src/security/event-budget.js'
import { recordThrottledHours } from '../../src/security/events.js'
import { build, TEST_HASHING, Visitor, type TestApp } from '../helper.js'
import { fromAddress, keepCookies } from '../plugins/from-address.js'
import { logCapture } from './log-capture.js'

/** Calls an attacker without the owner token can make, each a different refusal. */
const OWNER_CALLS = [
  ['GET', '/v1/owner/prices'],
  ['GET', '/v1/owner/orders'],
  ['GET', '/v1/owner/orders/export?from=2026-01-01&to=2026-01-31'],
  ['PATCH', '/v1/owner/prices/sizes/1'],
  ['POST', '/v1/owner/coupons'],
  ['POST', '/v1/owner/orders/1/status'],
] as const

/** Every so many calls the minute of the per-minute de-duplication passes (see aMinutePasses). */
const CALLS_A_MINUTE = 100
const FLOOD = 5_000

/**
 * A minute passes for the per-minute de-duplication, as if the flood went on for an hour; the
 * hour's budget counts on. A flood of one route is one event a minute anyway: cycling through the
 * routes for fifty minutes is what only the budget bounds.
 */
async function aMinutePasses(testApp: TestApp): Promise<void> {
  await testApp.database.db
    .update(rateLimitHits)
    .set({ resetAt: sql`now()` })
    .where(like(rateLimitHits.key, 'security-log repeat %'))
}

/** 5,000 refused owner calls, from `addressOf(n)`, spread over the API processes given. */
async function flood(
  testApp: TestApp,
  processes: FastifyInstance[],
  addressOf: (n: number) => string,
): Promise<void> {
  for (let n = 0; n < FLOOD; n += CALLS_A_MINUTE) {
    await aMinutePasses(testApp)
    const minute = Array.from({ length: CALLS_A_MINUTE }, async (_, index) => {
      const [method, url] = OWNER_CALLS[(n + index) % OWNER_CALLS.length]!
      const response = await processes[index % processes.length]!.inject({
        method,
        url,
        remoteAddress: addressOf(n + index),
        headers: { authorization: `Bearer guessed-${n + index}` },
        ...(method === 'GET' ? {} : { payload: {} }),
      })
      assert.equal(response.statusCode, 401)
    })
    await Promise.all(minute)
  }
}

/** The events and the log lines written with an address that `matches`. */
async function written(testApp: TestApp, log: ReturnType<typeof logCapture>, matches: string) {
  const rows = await testApp.database.db
    .select({ type: securityEvents.type, ip: securityEvents.ip, detail: securityEvents.detail })
    .from(securityEvents)
    .where(like(securityEvents.ip, matches))
  const pattern = new RegExp(
    `^${matches.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/%/g, '.*')}$`,
  )
  const lines = log.entries('security event').filter((line) => pattern.test(String(line.ip)))
  return { rows, lines }
}

function countByType(rows: { type: string }[]): Record<string, number> {
  const counts: Record<string, number> = {}
  for (const { type } of rows) counts[type] = (counts[type] ?? 0) + 1
  return counts
}

describe('the security log under a flood of refused owner calls', async () => {
  const log = logCapture()
  const testApp = await build({}, log.logger)
  const { db } = testApp.database
  // A second API process on the same database: the budget is the database's, not a process's.
  const second = await buildApp({
    config: testApp.config,
    database: testApp.database,
    passwordHashing: TEST_HASHING,
    logger: log.logger,
  })
  after(() => second.close())

  it('writes 100 rows and one security_log.throttled an hour for 5,000 calls from one address over two processes', async () => {
    assert.equal(EVENTS_PER_HOUR, 100)
    await flood(testApp, [testApp.app, second], () => '203.0.113.9')
    const { rows, lines } = await written(testApp, log, '203.0.113.9')
    assert.deepEqual(countByType(rows), {
      'owner.refused': EVENTS_PER_HOUR,
      'security_log.throttled': 1,
    })
    assert.equal(lines.length, EVENTS_PER_HOUR + 1)
    const throttled = rows.find((row) => row.type === 'security_log.throttled')!
    assert.deepEqual(throttled.detail, {
      network: '203.0.113.9',
      per_hour: EVENTS_PER_HOUR,
      last: 'owner.refused',
    })
  })

  it('counts addresses within one IPv6 /64 as one: 5,000 calls, each from another, write as many', async () => {
    const inNetwork = (n: number) => `2001:db8:5:6:${(n + 1).toString(16)}:${n % 7}:beef:1`
    await flood(testApp, [testApp.app], inNetwork)
    const { rows, lines } = await written(testApp, log, '2001:db8:5:6:%')
    assert.deepEqual(countByType(rows), {
      'owner.refused': EVENTS_PER_HOUR,
      'security_log.throttled': 1,
    })
    assert.equal(lines.length, EVENTS_PER_HOUR + 1)
  })

  it('still records a failed sign-in and a refused owner call from other addresses', async () => {
    const since = await db
      .select({ id: sql<number>`coalesce(max(${securityEvents.id}), 0)` })
      .from(securityEvents)
    const browser = new Visitor(testApp.app)
    const visitor = fromAddress(browser, '198.51.100.7')
    keepCookies(browser, await visitor.get('/v1/csrf'))
    const failed = await visitor.post('/v1/auth/login', { username: 'a@b.cz', password: 'x' })
    assert.equal(failed.statusCode, 422)
    const refused = await testApp.app.inject({
      method: 'GET',
      url: '/v1/owner/prices',
      remoteAddress: '2001:db8:5:7::1',
    })
    assert.equal(refused.statusCode, 401)
    const recorded = await db
      .select({ type: securityEvents.type, ip: securityEvents.ip })
      .from(securityEvents)
      .where(gt(securityEvents.id, since[0]!.id))
      .orderBy(securityEvents.id)
    assert.deepEqual(recorded, [
      { type: 'sign_in.failed', ip: '198.51.100.7' },
      { type: 'owner.refused', ip: '2001:db8:5:7::1' },
    ])
  })

  it('writes each throttled hour’s total once the hour is over, once across processes', async () => {
    // The hour is over: its end, kept in blocked_until once it was throttled, has passed.
    await db
      .update(rateLimitHits)
      .set({ blockedUntil: sql`now() - interval '1 second'` })
      .where(like(rateLimitHits.key, 'security-log cap %'))
    const closed = (await recordThrottledHours(testApp.app)) + (await recordThrottledHours(second))
    assert.equal(closed, 2)
    const totals = await db
      .select({ ip: securityEvents.ip, detail: securityEvents.detail })
      .from(securityEvents)
      .where(eq(securityEvents.type, 'security_log.suppressed'))
      .orderBy(securityEvents.ip)
    // 50 minutes × 6 routes = 300 events, of which the hour wrote 100.
    const notWritten = (FLOOD / CALLS_A_MINUTE) * OWNER_CALLS.length - EVENTS_PER_HOUR
    assert.deepEqual(totals, [
      {
        ip: '2001:db8:5:6::/64',
        detail: {
          network: '2001:db8:5:6::/64',
          per_hour: EVENTS_PER_HOUR,
          not_written: notWritten,
        },
      },
      {
        ip: '203.0.113.9',
        detail: { network: '203.0.113.9', per_hour: EVENTS_PER_HOUR, not_written: notWritten },
      },
    ])
    // A new hour starts with a new budget.
    await aMinutePasses(testApp)
    const again = await testApp.app.inject({
      method: 'GET',
      url: '/v1/owner/prices',
      remoteAddress: '203.0.113.9',
    })
    assert.equal(again.statusCode, 401)
    const latest = await db
      .select({ type: securityEvents.type })
      .from(securityEvents)
      .where(eq(securityEvents.ip, '203.0.113.9'))
      .orderBy(sql`${securityEvents.id} desc`)
      .limit(1)
    assert.deepEqual(latest, [{ type: 'owner.refused' }])
  })
})
