import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { MediaFormat } from '@print-shop/shop-domain/media'
import { Type } from 'typebox'
import { imageOriginal } from '../../catalogue/images.js'
import { HttpError, notFound } from '../../lib/http-error.js'
import { rowId } from '@print-shop/shop-domain/schema'
import { RenderQueueFull } from '../../media/render-queue.js'
import { versionOf } from '../../media/renditions.js'
import { RENDITION_PATTERN, requestedRendition } from './rendition.js'
import { renditionResponse } from '@print-shop/shop-domain/responses/media'

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
 * and the cache stays within MEDIA_CACHE_MAX_BYTES (see media/renditions.ts; the owner's picture
 * calls render a new picture's renditions into the same cache ahead of its first visitor).
 */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/:imageId/:rendition',
    {
      schema: {
        params: Type.Object({
          imageId: rowId(),
          rendition: Type.String({ pattern: RENDITION_PATTERN }),
        }),
        response: renditionResponse,
      },
    },
    async (request, reply) => {
      const { imageId } = request.params
      const { width, format } = requestedRendition(request.params.rendition)
      const image = await imageOriginal(app.db, imageId)
      if (!image) throw notFound()

      const version = versionOf(image)
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
      let buffer: Buffer
      try {
        buffer = await app.renditions.get(imageId, image, renderedWidth, format, request.log)
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
