import type { FastifyBaseLogger } from 'fastify'
import type { Database } from '../db/client.js'
import {
  deleteOrderedKept,
  deleteUnordered,
  orderedUploadsToSweep,
  orphanedUploads,
  uploadsToSweep,
} from './rows.js'
import type { UploadStore } from './store.js'

/**
 * Deletes not-ordered uploads with their files: the row first (only if no order took it
 * meanwhile), then the files, so a file is never served without its row. Files that cannot be
 * removed now are logged; their row is gone, and nothing reads them again.
 */
export async function removeUploads(
  db: Database,
  store: UploadStore,
  ids: readonly string[],
  log?: FastifyBaseLogger,
  deleteRow: (db: Database, id: string) => Promise<boolean> = deleteUnordered,
): Promise<number> {
  let removed = 0
  for (const id of ids) {
    if (!(await deleteRow(db, id))) continue
    removed++
    await store
      .remove(id)
      .catch((error: unknown) =>
        log?.warn({ err: error, upload: id }, 'removing an upload’s files failed'),
      )
  }
  return removed
}

/**
 * The hourly sweep: uploads past their time and never ordered, those an erased account left, and
 * those never finished a day after they began; and ordered uploads once kept for production and the
 * complaint period (ORDERED_KEEP_MONTHS from the order).
 */
export async function sweepUploads(
  db: Database,
  store: UploadStore,
  log?: FastifyBaseLogger,
  now = new Date(),
): Promise<number> {
  let removed = 0
  for (;;) {
    const ids = await uploadsToSweep(db, now)
    if (!ids.length) break
    const round = await removeUploads(db, store, ids, log)
    removed += round
    if (round === 0) break
  }
  const kept = (db: Database, id: string) => deleteOrderedKept(db, id, now)
  for (;;) {
    const ids = await orderedUploadsToSweep(db, now)
    if (!ids.length) return removed
    const round = await removeUploads(db, store, ids, log, kept)
    removed += round
    if (round === 0) return removed
  }
}

/** After an account is erased: its not-ordered uploads and their files go at once. */
export async function removeErasedAccountsUploads(
  db: Database,
  store: UploadStore,
  log?: FastifyBaseLogger,
): Promise<number> {
  return removeUploads(db, store, await orphanedUploads(db), log)
}
