import { Server, type Upload } from '@tus/server'
import type { FastifyBaseLogger } from 'fastify'
import type { Config } from '../config.js'
import type { DatabaseHandle } from '../db/client.js'
import { HttpError } from '../lib/http-error.js'
import { RenderQueueFull, type RenderQueue } from '../media/render-queue.js'
import { checkPicture, MASTER_PREVIEW, Refusal } from './checks.js'
import { UploadLocker } from './locker.js'
import { deleteUnordered, markReady, ownUpload, startUpload } from './rows.js'
import type { UploadStore } from './store.js'

/** The path tus answers under; its Location headers add the upload's id. */
export const TUS_PATH = '/v1/uploads/files'

/** When a client whose check found the render queue full should send its last request again. */
export const BUSY_SECONDS = 5

/** A file name as the shopper's device named it, cut to a length the pages can show. */
const FILE_NAME_LENGTH = 255

/**
 * What a request brings to tus' hooks: who sends it, and where a hook leaves the shop's own error
 * (tus answers with its status only; the route then throws this error, so the shopper reads the
 * API's translated JSON error, not tus' plain text).
 */
export interface Passage {
  userId: number
  log: FastifyBaseLogger
  error?: HttpError
}

/** Passages by the Request handed to tus, which passes the same object to every hook. */
export const passages = new WeakMap<Request, Passage>()

function passageOf(req: Request): Passage {
  const passage = passages.get(req)
  if (!passage) throw { status_code: 500, body: 'no passage\n' }
  return passage
}

/** Leaves `error` for the route to throw; tus answers meanwhile with its status and no body. */
function stop(passage: Passage, error: HttpError): never {
  passage.error = error
  throw { status_code: error.statusCode, body: '' }
}

/**
 * The tus server of the shoppers' uploads (tus 1.0.0: creation, creation-with-upload,
 * termination). The route in front of it answers 401, 419, 404 for someone else's upload and 413
 * before tus sees a request; tus' hooks record the upload at its creation (within the account's
 * limits) and check it as a picture when its last byte arrives, before that request is answered.
 */
export function uploadReceiver(
  config: Pick<Config, 'uploads' | 'publicUrl'>,
  database: DatabaseHandle,
  store: UploadStore,
  /** The catalogue's render queue: a photo's check decodes it whole, as heavy as a render. */
  queue: RenderQueue,
): Server {
  const { uploads: settings } = config
  return new Server({
    path: TUS_PATH,
    datastore: store.tus,
    locker: new UploadLocker((work, lock) => database.exclusively(work, lock)),
    maxSize: settings.maxBytes,
    // The API's public address, also when another process answers the next request.
    generateUrl: (_req, { id }) => `${config.publicUrl}${TUS_PATH}/${id}`,

    async onUploadCreate(req, upload) {
      const passage = passageOf(req)
      const fileName = (upload.metadata?.filename ?? '').trim().slice(0, FILE_NAME_LENGTH) || 'foto'
      try {
        await startUpload(
          database.db,
          { id: upload.id, userId: passage.userId, fileName, sizeBytes: upload.size ?? 0 },
          settings,
        )
      } catch (error) {
        if (error instanceof HttpError) stop(passage, error)
        throw error
      }
      return {}
    },

    async onUploadFinish(req, upload) {
      const passage = passageOf(req)
      await finish(passage, upload)
      return {}
    },
  })

  /**
   * The last byte arrived: the file is checked as a picture and gets its master preview, or is
   * refused and leaves nothing behind (row and files deleted), answered with a 422.
   */
  async function finish(passage: Passage, upload: Upload): Promise<void> {
    const row = await ownUpload(database.db, upload.id, passage.userId)
    // A repeated last request (its answer was lost) finds the work done.
    if (!row || row.status === 'ready') return
    const local = await store.localOriginal(upload.id)
    try {
      const { picture, master } = await queue.run(`upload-check:${upload.id}`, () =>
        checkPicture(local.file, settings.maxPixels),
      )
      await store.writePreview(upload.id, MASTER_PREVIEW, master)
      await markReady(database.db, upload.id, picture)
    } catch (error) {
      // Every slot busy and the line full: the client sends its last request again (tus clients
      // retry a 5xx), finds every byte there, and the check runs then.
      if (error instanceof RenderQueueFull)
        stop(passage, new HttpError(503, 'media.busy', undefined, { seconds: BUSY_SECONDS }))
      if (!(error instanceof Refusal)) throw error
      passage.log.info(
        { upload: upload.id, refusal: error.key, reason: error.vars?.reason },
        'upload refused',
      )
      if (await deleteUnordered(database.db, upload.id)) await store.remove(upload.id)
      const vars = error.vars && { megapixels: error.vars.megapixels ?? '' }
      stop(passage, new HttpError(422, error.key, { file: { key: error.key, vars } }, vars))
    } finally {
      await local.done()
    }
  }
}
