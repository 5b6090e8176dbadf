import type { FastifyPluginAsync } from 'fastify'
import { HOURLY, sweepEvery } from '../../lib/sweep.js'
import deleteUpload from './delete-upload.js'
import listUploads from './list-uploads.js'
import showUpload from './show-upload.js'
import tus from './tus.js'
import uploadMedia from './upload-media.js'
import { uploadReceiver } from '../../uploads/receiver.js'
import { uploadStore } from '../../uploads/store.js'
import { sweepUploads } from '../../uploads/removal.js'

/**
 * A signed-in shopper's own photos: the tus endpoint that receives them (/uploads/files), their
 * list, one with its print options, delete, and their previews. Private: another account and an
 * anonymous visitor get 401 or 404, never a byte of someone's photo.
 */
const routes: FastifyPluginAsync = async (app) => {
  const store = uploadStore(app.config)
  const receiver = uploadReceiver(app.config, app.database, store, app.renditions.queue)
  await app.register(tus, { store, receiver })
  await app.register(listUploads)
  await app.register(showUpload)
  await app.register(deleteUpload, { store })
  await app.register(uploadMedia, { store })
  // Not-ordered uploads past UPLOAD_KEEP_DAYS, an erased account's, unfinished ones: rows and files.
  sweepEvery(app, HOURLY, 'upload', () => sweepUploads(app.db, store, app.log))
}

export default routes
