import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit'
import { and, eq, gt, lt, sql, type AnyColumn } from 'drizzle-orm'
import type { Database } from '../db/client.js'
import { rateLimitHits } from '../db/schema.js'

/**
 * Rate-limit counters in the database, so that every API process behind the proxy counts the same
 * hits. Fixed windows on the database's clock: processes whose clocks differ still agree.
 */

const afterMs = (ms: number) => sql`now() + ${ms}::double precision * interval '1 millisecond'`
const msUntil = (column: AnyColumn) =>
  sql<number>`greatest(0, ceil(extract(epoch from ${column} - now()) * 1000))::integer`

/** Counts one hit on `key`; a window that is over starts again at one. */
export async function countHit(
  db: Database,
  key: string,
  timeWindow: number,
): Promise<{ current: number; ttl: number }> {
  const over = sql`${rateLimitHits.resetAt} <= now()`
  const [row] = await db
    .insert(rateLimitHits)
    .values({ key, hits: 1, resetAt: afterMs(timeWindow) })
    .onConflictDoUpdate({
      target: rateLimitHits.key,
      set: {
        hits: sql`case when ${over} then 1 else ${rateLimitHits.hits} + 1 end`,
        resetAt: sql`case when ${over} then excluded.reset_at else ${rateLimitHits.resetAt} end`,
        blockedUntil: sql`case when ${over} then null else ${rateLimitHits.blockedUntil} end`,
      },
    })
    .returning({ current: rateLimitHits.hits, ttl: msUntil(rateLimitHits.resetAt) })
  return row!
}

/** Refuses `key` for `ms` from now (or longer if it already is), and keeps its count meanwhile. */
export async function block(db: Database, key: string, ms: number, timeWindow: number) {
  await db
    .update(rateLimitHits)
    .set({
      blockedUntil: sql`greatest(${rateLimitHits.blockedUntil}, ${afterMs(ms)})`,
      resetAt: sql`greatest(${rateLimitHits.resetAt}, ${afterMs(ms + timeWindow)})`,
    })
    .where(eq(rateLimitHits.key, key))
}

/** Milliseconds until `key` is no longer refused; 0 when it is not. */
export async function blockedFor(db: Database, key: string): Promise<number> {
  const [row] = await db
    .select({ ms: msUntil(rateLimitHits.blockedUntil) })
    .from(rateLimitHits)
    .where(and(eq(rateLimitHits.key, key), gt(rateLimitHits.blockedUntil, sql`now()`)))
  return row?.ms ?? 0
}

export async function forget(db: Database, key: string) {
  await db.delete(rateLimitHits).where(eq(rateLimitHits.key, key))
}

/** Deletes the counters whose window is over (a block ends before its row's window does). */
export async function sweepRateLimits(db: Database) {
  await db.delete(rateLimitHits).where(lt(rateLimitHits.resetAt, sql`now()`))
}

/**
 * @fastify/rate-limit's `store`: one per limited route (`child`), each counting under its own
 * method and path, so that sign-ins do not use up the allowance for registrations.
 */
export function databaseStore(db: Database): FastifyRateLimitStoreCtor {
  return class DatabaseStore implements FastifyRateLimitStore {
    private readonly scope: string

    constructor(options: { routeInfo?: { method?: string | string[]; url?: string } }) {
      const route = options.routeInfo
      this.scope = route?.url ? `${[route.method].flat().join(',')} ${route.url}` : 'any'
    }

    incr(key: string, callback: Parameters<FastifyRateLimitStore['incr']>[1], timeWindow: number) {
      countHit(db, `${this.scope} ${key}`, timeWindow).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      )
    }

    child(options: object): FastifyRateLimitStore {
      return new DatabaseStore(options)
    }
  }
}
