import type { FastifyInstance } from 'fastify'
import { HttpError, notFound } from '../../lib/http-error.js'
import { removeUploads } from '../../uploads/removal.js'
import { orderNumberOf, ownUpload } from '../../uploads/rows.js'
import { isUploadId, type UploadStore } from '../../uploads/store.js'

/**
 * Deletes the shopper's upload with its files (DELETE /uploads/{id}, and tus' termination). An
 * ordered one is kept for production and complaints: 409 naming the order. 404 for anybody else's.
 */
export async function deleteOwnUpload(
  app: FastifyInstance,
  store: UploadStore,
  id: string,
  userId: number,
): Promise<void> {
  const row = isUploadId(id) ? await ownUpload(app.db, id, userId) : null
  if (!row) throw notFound()
  if (row.orderedAt === null && (await removeUploads(app.db, store, [id], app.log))) return
  const number = (await orderNumberOf(app.db, id)) ?? ''
  throw new HttpError(
    409,
    'uploads.ordered',
    { file: { key: 'uploads.ordered', vars: { number } } },
    {
      number,
    },
  )
}
