import { and, gt, like, lte, sql } from 'drizzle-orm'
import type { Database } from '../db/client.js'
import { rateLimitHits } from '../db/schema.js'
import { block, countHit } from './rate-limit-store.js'
import { subscriberAddress } from '../lib/subscriber-address.js'

/**
 * What one network may write into the security log. Refusals anyone can cause without an account
 * or the owner's token would otherwise be a row and a warning line each, kept a year: a cheap way to
 * fill the disk and to bury the events that matter. Counted in the database (rate_limit_hits), so
 * that every API process shares the budget.
 */

/** The refusals anyone can cause; the rest needs an account or the owner's token. */
export const ANONYMOUS_EVENTS: ReadonlySet<string> = new Set([
  'sign_in.failed',
  'rate_limited',
  'csrf.rejected',
  'owner.refused',
])

/** Rows (and log lines) one network writes an hour; beyond them events are counted, not written. */
export const EVENTS_PER_HOUR = 100
const HOUR = 60 * 60 * 1000
/** The same refusal from one network, e.g. a flood of one route, is one event a minute. */
const REPEAT_QUIET_FOR = 60_000
/** How often a throttled hour that is over gets its total written; its counter outlives it so long. */
export const CLOSE_EVERY = 5 * 60 * 1000
const KEPT_AFTER_HOUR = 3 * CLOSE_EVERY

const CAP_PREFIX = 'security-log cap '
const repeatKey = (type: string, network: string, repeat: string) =>
  `security-log repeat ${type} ${network} ${repeat}`

/**
 * - `record`: write the event;
 * - `repeat`: the same refusal from this network within the minute, written already;
 * - `throttle`: the network has just used up its hour: write one `security_log.throttled` instead;
 * - `counted`: beyond the hour's budget, counted towards the hour's total only.
 */
export type Verdict = 'record' | 'repeat' | 'throttle' | 'counted'

/**
 * Whether an anonymous refusal from `ip` is written. `repeat` names the refusal (method and route):
 * the same one within a minute is written once. IPv6 counts by its /64, as the rate limits do.
 */
export async function admit(
  db: Database,
  type: string,
  ip: string,
  repeat?: string,
): Promise<{ verdict: Verdict; network: string }> {
  const network = subscriberAddress(ip)
  if (repeat !== undefined) {
    const { current } = await countHit(db, repeatKey(type, network, repeat), REPEAT_QUIET_FOR)
    if (current > 1) return { verdict: 'repeat', network }
  }
  const key = CAP_PREFIX + network
  const { current, ttl } = await countHit(db, key, HOUR)
  if (current <= EVENTS_PER_HOUR) return { verdict: 'record', network }
  if (current > EVENTS_PER_HOUR + 1) return { verdict: 'counted', network }
  // blocked_until marks the end of the throttled hour for closeThrottledHours; the counter is kept
  // a while longer, so that the rate-limit sweep does not take the hour's total first.
  await block(db, key, ttl, KEPT_AFTER_HOUR)
  return { verdict: 'throttle', network }
}

/**
 * Takes the throttled hours that are over, each with how many events it did not write. The delete
 * returns each counter once, so with several API processes each hour is reported by one of them.
 */
export async function closeThrottledHours(
  db: Database,
): Promise<{ network: string; notWritten: number }[]> {
  const closed = await db
    .delete(rateLimitHits)
    .where(
      and(
        like(rateLimitHits.key, `${CAP_PREFIX}%`),
        gt(rateLimitHits.hits, EVENTS_PER_HOUR),
        lte(rateLimitHits.blockedUntil, sql`now()`),
      ),
    )
    .returning({ key: rateLimitHits.key, hits: rateLimitHits.hits })
  return closed.map(({ key, hits }) => ({
    network: key.slice(CAP_PREFIX.length),
    notWritten: hits - EVENTS_PER_HOUR,
  }))
}
