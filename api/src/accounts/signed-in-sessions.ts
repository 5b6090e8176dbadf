import { and, desc, eq, gt, ne } from 'drizzle-orm'
import type { Database } from '../db/client.js'
import { sessions } from '../db/schema.js'

/** Where a user is signed in: their sessions, and signing them out of one or all others. */

export type SessionRow = typeof sessions.$inferSelect

/**
 * However active, a session ends this long after it began (ASVS 7.3.2): a normal one after a
 * working day, a remembered one after 90 days. Then the shopper signs in again.
 */
export const SESSION_MAX = 12 * 60 * 60 * 1000
export const REMEMBER_MAX = 90 * 24 * 60 * 60 * 1000

/** A visitor's session, signed in or anonymous: `request.session` (plugins/session.ts). */
export interface Session {
  idHash: string
  userId: number | null
  csrfToken: string
  ownerId: number | null
  remember: boolean
  expiresAt: Date
  createdAt: Date
  lastSeenAt: Date
  userAgent: string | null
}

/** When a session ends at the latest, however active it stays. */
export function sessionDeadline(session: Pick<Session, 'remember' | 'createdAt'>): number {
  return session.createdAt.getTime() + (session.remember ? REMEMBER_MAX : SESSION_MAX)
}

/** The user's live sessions, most recently seen first. */
export async function signedInSessions(db: Database, userId: number): Promise<SessionRow[]> {
  const rows = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, new Date())))
    .orderBy(desc(sessions.lastSeenAt))
  // A session past its absolute end is on its way out: not listed as signed in.
  return rows.filter((row) => sessionDeadline(row) > Date.now())
}

export async function endSession(db: Database, idHash: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.idHash, idHash))
}

/** Signs the user out everywhere but the session kept. */
export async function endOtherSessions(
  db: Database,
  userId: number,
  keptIdHash: string,
): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.idHash, keptIdHash)))
}

/** Which shop (owner) the session belongs to. */
export async function setSessionOwner(
  db: Database,
  idHash: string,
  ownerId: number,
): Promise<void> {
  await db.update(sessions).set({ ownerId }).where(eq(sessions.idHash, idHash))
}
