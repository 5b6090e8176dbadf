import { and, desc, eq, gt, ne } from 'drizzle-orm'
import type { Database } from '../db/client.js'
import { sessions } from '../db/schema.js'
import { sessionDeadline } from '../plugins/session.js'

/** Where a user is signed in: their sessions, and signing them out of one or all others. */

export type SessionRow = typeof sessions.$inferSelect

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
