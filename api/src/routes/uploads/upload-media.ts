import type { FastifyPluginAsync } from 'fastify'
import type { MediaFormat } from '@print-shop/shop-domain/media'
import { HttpError, notFound } from '../../lib/http-error.js'
import { RenderQueueFull } from '../../media/render-queue.js'
import { signedInOnly } from '../../plugins/session.js'
import { uploadPreview } from '../../uploads/previews.js'
import { findUpload } from '../../uploads/rows.js'
import { isUploadId, type UploadStore } from '../../uploads/store.js'
import { requestedRendition } from '../media/rendition.js'
import { uploadPreviewResponse } from '@print-shop/shop-domain/responses/uploads'

const CONTENT_TYPES: Record<MediaFormat, string> = {
  webp: 'image/webp',
  avif: 'image/avif',
  jpg: 'image/jpeg',
}
const RETRY_AFTER_SECONDS = 5

/**
 * GET /uploads/{id}/media/{width}.{webp|avif|jpg}: a preview of the shopper's photo at the widths
 * of the catalogue's media (upright, sRGB, without metadata), for the owner only: 404 for anyone
 * else, and `Cache-Control: private` so no shared cache keeps it. A photo does not change under its
 * id, so the shopper's browser may keep it for a day.
 */
const route: FastifyPluginAsync<{ store: UploadStore }> = async (app, { store }) => {
  app.get<{ Params: { id: string; rendition: string } }>(
    '/:id/media/:rendition',
    { schema: { response: uploadPreviewResponse }, onRequest: signedInOnly },
    async (request, reply) => {
      const { id } = request.params
      const row = isUploadId(id) ? await findUpload(app.db, id, request.userId) : null
      if (!row) throw notFound()
      const { width, format } = requestedRendition(request.params.rendition)
      let preview: Buffer | undefined
      try {
        preview = await uploadPreview(store, app.renditions.queue, id, width, format)
      } catch (error) {
        if (!(error instanceof RenderQueueFull)) throw error
        reply.header('Retry-After', String(RETRY_AFTER_SECONDS)).header('Cache-Control', 'no-store')
        throw new HttpError(503, 'media.busy', undefined, { seconds: RETRY_AFTER_SECONDS })
      }
      if (!preview) throw notFound()
      return reply
        .header('Cache-Control', 'private, max-age=86400')
        .header('Vary', 'Cookie')
        .header('Cross-Origin-Resource-Policy', 'same-site')
        .type(CONTENT_TYPES[format])
        .send(preview)
    },
  )
}

export default route
