import { and, desc, eq, sql } from 'drizzle-orm'
import type { Database } from '../db/client.js'
import { images, imageViews } from '../db/schema.js'
import type { Session } from '../accounts/signed-in-sessions.js'
import { imageColumns, onSale, type ImageRow } from './images.js'

/** Microsecond clock: two views in the same millisecond still come out newest first. */
const now = sql`clock_timestamp()`

/** Remembers that this visitor viewed the image: by user when signed in, else by session. */
export async function recordView(db: Database, session: Session, imageId: number): Promise<void> {
  if (session.userId) {
    await db
      .insert(imageViews)
      .values({ userId: session.userId, imageId, viewedAt: now })
      .onConflictDoUpdate({
        target: [imageViews.userId, imageViews.imageId],
        set: { viewedAt: now },
      })
  } else {
    await db
      .insert(imageViews)
      .values({ sessionIdHash: session.idHash, imageId, viewedAt: now })
      .onConflictDoUpdate({
        target: [imageViews.sessionIdHash, imageViews.imageId],
        set: { viewedAt: now },
      })
  }
}

/** The images this visitor viewed, newest first (hidden ones left out). */
export function recentlyViewed(db: Database, session: Session, limit: number): Promise<ImageRow[]> {
  const owner = session.userId
    ? eq(imageViews.userId, session.userId)
    : eq(imageViews.sessionIdHash, session.idHash)
  return db
    .select(imageColumns)
    .from(imageViews)
    .innerJoin(images, eq(images.id, imageViews.imageId))
    .where(and(owner, onSale()))
    .orderBy(desc(imageViews.viewedAt), desc(imageViews.id))
    .limit(limit)
}
