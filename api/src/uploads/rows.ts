import { and, desc, eq, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm'
import type { Database } from '../db/client.js'
import { orderItems, orders, uploads, users } from '../db/schema.js'
import { HttpError } from '../lib/http-error.js'

export type UploadRow = typeof uploads.$inferSelect

const DAY = 24 * 60 * 60 * 1000

/** The upload if it is this user's and ready (checked and previewed); null otherwise. */
export async function findUpload(
  db: Database,
  id: string,
  userId: number,
): Promise<UploadRow | null> {
  const row = await ownUpload(db, id, userId)
  return row?.status === 'ready' ? row : null
}

/** The user's upload in any state (tus resumes an unfinished one); null for anybody else's. */
export async function ownUpload(
  db: Database,
  id: string,
  userId: number,
): Promise<UploadRow | null> {
  const [row] = await db
    .select()
    .from(uploads)
    .where(and(eq(uploads.id, id), eq(uploads.userId, userId)))
  return row ?? null
}

/** The shopper's ready uploads, newest first. */
export function readyUploads(db: Database, userId: number): Promise<UploadRow[]> {
  return db
    .select()
    .from(uploads)
    .where(and(eq(uploads.userId, userId), eq(uploads.status, 'ready')))
    .orderBy(desc(uploads.createdAt), desc(uploads.id))
}

/**
 * An order took these uploads: from now on they are kept for production and complaints (no
 * `expires_at`), and the expiry sweep passes them by. The first order counts; a repeat leaves the
 * date.
 */
export async function markOrdered(tx: Database, ids: readonly string[]): Promise<void> {
  if (!ids.length) return
  await tx
    .update(uploads)
    .set({ orderedAt: new Date(), expiresAt: null, updatedAt: new Date() })
    .where(and(inArray(uploads.id, [...new Set(ids)]), isNull(uploads.orderedAt)))
}

export interface NewUpload {
  id: string
  userId: number
  fileName: string
  sizeBytes: number
}

export interface AccountLimits {
  dailyFiles: number
  maxStorageBytes: number
  keepDays: number
}

/**
 * Records a new upload unless the account is over its limits: files started in the last 24 hours,
 * and bytes kept (every upload of the account, the new one included). The account's row is locked
 * meanwhile, so two uploads started at once cannot both slip under a limit.
 */
export async function startUpload(
  db: Database,
  upload: NewUpload,
  limits: AccountLimits,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, upload.userId)).for('update')
    const [usage] = await tx
      .select({
        today:
          sql<number>`count(*) filter (where ${uploads.createdAt} > now() - interval '1 day')`.mapWith(
            Number,
          ),
        bytes: sql<number>`coalesce(sum(${uploads.sizeBytes}), 0)`.mapWith(Number),
      })
      .from(uploads)
      .where(eq(uploads.userId, upload.userId))
    if (usage!.today >= limits.dailyFiles)
      throw new HttpError(
        429,
        'uploads.daily_limit',
        { file: { key: 'uploads.daily_limit', vars: { count: limits.dailyFiles } } },
        { count: limits.dailyFiles },
      )
    if (usage!.bytes + upload.sizeBytes > limits.maxStorageBytes) {
      const vars = { size: megabytes(limits.maxStorageBytes) }
      throw new HttpError(
        429,
        'uploads.storage_full',
        { file: { key: 'uploads.storage_full', vars } },
        vars,
      )
    }
    await tx.insert(uploads).values({
      ...upload,
      status: 'uploading',
      expiresAt: new Date(Date.now() + limits.keepDays * DAY),
    })
  })
}

/** Whole megabytes (or gigabytes from 1 GB) for a message: "100 MB", "5 GB". */
export function megabytes(bytes: number): string {
  return bytes >= 1024 ** 3 && bytes % 1024 ** 3 === 0
    ? `${bytes / 1024 ** 3} GB`
    : `${Math.round(bytes / 1024 ** 2)} MB`
}

export interface CheckedPicture {
  format: 'jpeg' | 'png' | 'tiff' | 'heif'
  width: number
  height: number
}

/** The upload passed the checks and has its master preview; false if it was deleted meanwhile. */
export async function markReady(
  db: Database,
  id: string,
  picture: CheckedPicture,
): Promise<boolean> {
  const changed = await db
    .update(uploads)
    .set({ ...picture, status: 'ready', updatedAt: new Date() })
    .where(eq(uploads.id, id))
    .returning({ id: uploads.id })
  return changed.length > 0
}

/**
 * Deletes the row unless an order took the upload meanwhile; true when it went (its basket items
 * go with it). The caller removes the files after: a file without a row is never served.
 */
export async function deleteUnordered(db: Database, id: string): Promise<boolean> {
  const gone = await db
    .delete(uploads)
    .where(and(eq(uploads.id, id), isNull(uploads.orderedAt)))
    .returning({ id: uploads.id })
  return gone.length > 0
}

/**
 * How long an ordered upload is kept: for production and the complaint period (24 months from
 * delivery, with a month for the delivery and the complaint to arrive), counted from the order.
 */
export const ORDERED_KEEP_MONTHS = 25

/** The time before which an order's uploads have been kept long enough. */
export function orderedKeptUntil(now: Date): Date {
  const cutoff = new Date(now)
  cutoff.setUTCMonth(cutoff.getUTCMonth() - ORDERED_KEEP_MONTHS)
  return cutoff
}

/** Ordered uploads kept their full time: the sweep deletes them (their order items keep the name). */
export async function orderedUploadsToSweep(db: Database, now = new Date()): Promise<string[]> {
  const rows = await db
    .select({ id: uploads.id })
    .from(uploads)
    .where(lt(uploads.orderedAt, orderedKeptUntil(now)))
    .limit(500)
  return rows.map((row) => row.id)
}

/** Deletes an ordered upload's row if it has been kept its full time; whether it did. */
export async function deleteOrderedKept(
  db: Database,
  id: string,
  now = new Date(),
): Promise<boolean> {
  const gone = await db
    .delete(uploads)
    .where(and(eq(uploads.id, id), lt(uploads.orderedAt, orderedKeptUntil(now))))
    .returning({ id: uploads.id })
  return gone.length > 0
}

/** The number of the first order that took the upload (for the message of a refused delete). */
export async function orderNumberOf(db: Database, id: string): Promise<string | null> {
  const [row] = await db
    .select({ number: orders.number })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(eq(orderItems.uploadId, id))
    .orderBy(orders.id)
    .limit(1)
  return row?.number ?? null
}

/**
 * Uploads the sweep deletes: not ordered and past their time, not ordered and left by an erased
 * account, or never finished (or never checked: the process stopped) a day after they began.
 */
export async function uploadsToSweep(db: Database, now = new Date()): Promise<string[]> {
  const rows = await db
    .select({ id: uploads.id })
    .from(uploads)
    .where(
      and(
        isNull(uploads.orderedAt),
        or(
          lt(uploads.expiresAt, now),
          isNull(uploads.userId),
          and(ne(uploads.status, 'ready'), lt(uploads.createdAt, new Date(now.getTime() - DAY))),
        ),
      ),
    )
    .limit(500)
  return rows.map((row) => row.id)
}

/** Not-ordered uploads an erased account left behind (its user_id became null). */
export async function orphanedUploads(db: Database): Promise<string[]> {
  const rows = await db
    .select({ id: uploads.id })
    .from(uploads)
    .where(and(isNull(uploads.userId), isNull(uploads.orderedAt)))
  return rows.map((row) => row.id)
}
