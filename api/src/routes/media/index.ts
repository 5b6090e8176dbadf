import path from 'node:path'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { MediaFormat } from '@print-shop/shop-domain/media'
import { Type } from 'typebox'
import { imageOriginal } from '../../catalogue/images.js'
import { HttpError, notFound } from '../../lib/http-error.js'
import { rowId } from '@print-shop/shop-domain/schema'
import { RenderQueue, RenderQueueFull } from '../../media/render-queue.js'
import { RenditionCache, type RenditionKey } from '../../media/rendition-cache.js'
import { SEED_IMAGES_DIR } from '../../seed/manifest.js'
import { render, type Rendition } from './render.js'
import { RENDITION_PATTERN, requestedRendition } from './rendition.js'

const CONTENT_TYPES: Record<MediaFormat, string> = {
  webp: 'image/webp',
  avif: 'image/avif',
  jpg: 'image/jpeg',
}
/** A render takes up to a few seconds; a busy queue has usually drained by then. */
const RETRY_AFTER_SECONDS = 5

/**
 * GET /media/{imageId}/{width}.{webp|avif|jpg}: an image resized on demand, cached on disk, sent
 * with a year-long immutable cache and an ETag (the version is in it, so an edited image is new).
 * Only the renditions the storefront uses exist; renders wait in a bounded queue (503 when full)
 * and the cache stays within MEDIA_CACHE_MAX_BYTES.
 */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  const cache = new RenditionCache(app.config.mediaCacheDir, app.config.mediaCacheMaxBytes)
  const queue = new RenderQueue(app.config.mediaRenderConcurrency, app.config.mediaRenderQueue)

  app.get(
    '/:imageId/:rendition',
    {
      schema: {
        params: Type.Object({
          imageId: rowId(),
          rendition: Type.String({ pattern: RENDITION_PATTERN }),
        }),
      },
    },
    async (request, reply) => {
      const { imageId } = request.params
      const { width, format } = requestedRendition(request.params.rendition)
      const image = await imageOriginal(app.db, imageId)
      if (!image) throw notFound()

      const version = image.updatedAt.getTime().toString(36)
      const etag = `"${imageId}-${version}-${width}-${format}"`
      const immutable = () =>
        reply
          .header('Cache-Control', 'public, max-age=31536000, immutable')
          .header('ETag', etag)
          .header('Cross-Origin-Resource-Policy', 'cross-origin')
          .removeHeader('Vary')
      if (request.headers['if-none-match'] === etag) return immutable().status(304).send()

      // Never wider than the original: 2048 and 3840 of a 2048 px photo are one render, one file.
      const renderedWidth = Math.min(width, image.width)
      const key: RenditionKey = { imageId, version, width: renderedWidth, format }
      const rendition: Rendition = {
        source: path.isAbsolute(image.file) ? image.file : path.join(SEED_IMAGES_DIR, image.file),
        kind: image.kind,
        originalWidth: image.width,
        width: renderedWidth,
        format,
      }
      let buffer: Buffer
      try {
        buffer =
          (await cache.read(key)) ??
          (await queue.run(`${imageId}/${version}/${renderedWidth}.${format}`, async () => {
            // Another request may have rendered it while this one waited.
            const cached = await cache.read(key)
            if (cached) return cached
            const rendered = await render(rendition)
            await cache
              .write(key, rendered)
              .catch((error: unknown) =>
                request.log.warn({ err: error }, 'media cache write failed'),
              )
            return rendered
          }))
      } catch (error) {
        if (!(error instanceof RenderQueueFull)) throw error
        reply.header('Retry-After', String(RETRY_AFTER_SECONDS)).header('Cache-Control', 'no-store')
        throw new HttpError(503, 'media.busy', undefined, { seconds: RETRY_AFTER_SECONDS })
      }
      return immutable().type(CONTENT_TYPES[format]).send(buffer)
    },
  )
}

export default routes
