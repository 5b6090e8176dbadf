import { AsyncLocalStorage } from 'node:async_hooks'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { lt } from 'drizzle-orm'
import type { Database } from '../db/client.js'
import { securityEvents } from '../db/schema.js'
import { admit, ANONYMOUS_EVENTS, closeThrottledHours, EVENTS_PER_HOUR } from './event-budget.js'

/** What the security log records (docs/security.md, V16). */
export type SecurityEventType =
  | 'sign_in.succeeded'
  | 'sign_in.failed'
  /** A Google or Facebook account was linked to an existing shop account. */
  | 'social.linked'
  /** A rate limit or account lock-out answered 429. */
  | 'rate_limited'
  /** An unsafe call without the right X-XSRF-TOKEN answered 419. */
  | 'csrf.rejected'
  | 'password.changed'
  | 'password.reset'
  /** A new address was asked for; `email.changed` follows when its link is followed. */
  | 'email.change_requested'
  | 'email.changed'
  | 'account.deleted'
  /** A call to the owner's routes without the right OWNER_TOKEN answered 401. */
  | 'owner.refused'
  /**
   * The owner's tool changed something (a price, a picture, a coupon, an order's status), with what
   * it changed (security/owner-audit.ts).
   */
  | 'owner.changed'
  /** A change with the owner's token that was refused (4xx) or failed (5xx), with what was asked. */
  | 'owner.change_refused'
  /** The owner's tool read customers' data: orders, the accounting export, invoices, withdrawals. */
  | 'owner.read'
  /**
   * A network used up its hour's budget of anonymous refusals (event-budget.ts): the rest of the
   * hour is counted, not written.
   */
  | 'security_log.throttled'
  /** A throttled hour is over: how many of its events were counted and not written. */
  | 'security_log.suppressed'

/**
 * Facts about the event: the sign-in method, the route, a reason. Only names and flags the code
 * chose, never what the visitor typed: no password, token, session id or attempted e-mail.
 */
export type SecurityEventDetail = Record<string, string | number | boolean | null>

export interface SecurityEventFields {
  /** The account concerned, when one is known (a failed sign-in of an existing account has one). */
  userId?: number | null
  detail?: SecurityEventDetail
  /**
   * For a refusal that comes in floods (a route and method): the same type and `repeat` from one
   * network is written once a minute.
   */
  repeat?: string
}

/** Failures and refusals are warnings; the rest is the normal course of an account. */
const WARNINGS = new Set<SecurityEventType>([
  'sign_in.failed',
  'rate_limited',
  'csrf.rejected',
  'owner.refused',
  'security_log.throttled',
  'security_log.suppressed',
])

/**
 * The request being answered, kept by the security-log plugin for the whole of its handling, so that
 * code holding only the app (a helper that links a Google account) records who and from where.
 */
export const currentRequest = new AsyncLocalStorage<FastifyRequest>()

/** An IPv6 network as the log shows it: `2001:db8:1:2::/64`. */
const networkLabel = (network: string) => (network.includes(':') ? `${network}/64` : network)

/**
 * Records an event twice: a row in security_events for the owner to query, and a log line with a
 * stable `event` field for a log collector off the machine. The address and, unless given, the
 * account come from the request being answered. A database failure does not fail the shopper's
 * request; the log line still tells. Anonymous refusals are written within their network's budget
 * (event-budget.ts); past it, one `security_log.throttled` stands for the rest of the hour.
 */
export async function recordSecurityEvent(
  app: FastifyInstance,
  type: SecurityEventType,
  fields: SecurityEventFields = {},
  request: FastifyRequest | undefined = currentRequest.getStore(),
): Promise<void> {
  const userId = fields.userId === undefined ? (request?.session?.userId ?? null) : fields.userId
  const ip = request?.ip ?? null
  const log = request?.log ?? app.log
  if (ip && ANONYMOUS_EVENTS.has(type)) {
    const { verdict, network } = await admit(app.db, type, ip, fields.repeat).catch(
      (error: unknown) => {
        log.error({ err: error, event: type }, 'the security log budget could not be read')
        return { verdict: 'record', network: ip }
      },
    )
    if (verdict === 'repeat' || verdict === 'counted') return
    if (verdict === 'throttle') {
      const detail = { network: networkLabel(network), per_hour: EVENTS_PER_HOUR, last: type }
      return writeEvent(app, log, 'security_log.throttled', null, ip, detail)
    }
  }
  return writeEvent(app, log, type, userId, ip, fields.detail ?? {})
}

async function writeEvent(
  app: FastifyInstance,
  log: FastifyInstance['log'],
  type: SecurityEventType,
  userId: number | null,
  ip: string | null,
  detail: SecurityEventDetail,
): Promise<void> {
  log[WARNINGS.has(type) ? 'warn' : 'info'](
    { event: type, user_id: userId, ip, detail },
    'security event',
  )
  try {
    await app.db.insert(securityEvents).values({ type, userId, ip, detail })
  } catch (error) {
    log.error({ err: error, event: type }, 'recording a security event failed')
  }
}

/** Writes each throttled hour's total once it is over (`security_log.suppressed`). */
export async function recordThrottledHours(app: FastifyInstance): Promise<number> {
  const closed = await closeThrottledHours(app.db)
  for (const { network, notWritten } of closed)
    await writeEvent(app, app.log, 'security_log.suppressed', null, networkLabel(network), {
      network: networkLabel(network),
      per_hour: EVENTS_PER_HOUR,
      not_written: notWritten,
    })
  return closed.length
}

/** Deletes events older than `days`; returns how many. */
export async function purgeSecurityEvents(
  db: Database,
  days: number,
  now = new Date(),
): Promise<number> {
  const cutoff = new Date(now.getTime() - days * 24 * 60 * 60 * 1000)
  const gone = await db
    .delete(securityEvents)
    .where(lt(securityEvents.at, cutoff))
    .returning({ id: securityEvents.id })
  return gone.length
}
