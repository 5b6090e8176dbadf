import { AsyncLocalStorage } from 'node:async_hooks'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { lt } from 'drizzle-orm'
import type { Database } from '../db/client.js'
import { securityEvents } from '../db/schema.js'

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
  /** The owner's tool changed something (a price, a picture, a coupon, an order's status). */
  | 'owner.changed'

/**
 * Facts about the event: the sign-in method, the route, a reason. Only names and flags the code
 * chose, never what the visitor typed: no password, token, session id or attempted e-mail.
 */
export type SecurityEventDetail = Record<string, string | number | boolean | null>

export interface SecurityEventFields {
  /** The account concerned, when one is known (a failed sign-in of an existing account has one). */
  userId?: number | null
  detail?: SecurityEventDetail
}

/** Failures and refusals are warnings; the rest is the normal course of an account. */
const WARNINGS = new Set<SecurityEventType>([
  'sign_in.failed',
  'rate_limited',
  'csrf.rejected',
  'owner.refused',
])

/**
 * The request being answered, kept by the security-log plugin for the whole of its handling, so that
 * code holding only the app (a helper that links a Google account) records who and from where.
 */
export const currentRequest = new AsyncLocalStorage<FastifyRequest>()

/**
 * Records an event twice: a row in security_events for the owner to query, and a log line with a
 * stable `event` field for a log collector off the machine. The address and, unless given, the
 * account come from the request being answered. A database failure does not fail the shopper's
 * request; the log line still tells.
 */
export async function recordSecurityEvent(
  app: FastifyInstance,
  type: SecurityEventType,
  fields: SecurityEventFields = {},
  request: FastifyRequest | undefined = currentRequest.getStore(),
): Promise<void> {
  const userId = fields.userId === undefined ? (request?.session?.userId ?? null) : fields.userId
  const ip = request?.ip ?? null
  const detail = fields.detail ?? {}
  const log = request?.log ?? app.log
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
