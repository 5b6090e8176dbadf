import path from 'node:path'
import type { FastifyPluginAsync } from 'fastify'
import { eq } from 'drizzle-orm'
import { images } from '../../db/schema.js'
import { notFound } from '../../lib/http-error.js'
import { MEDIA_FORMATS, MEDIA_WIDTHS, type MediaFormat } from '../../lib/media-url.js'
import { SEED_IMAGES_DIR } from '../../seed/manifest.js'
import { cachedRendition } from './render.js'

const CONTENT_TYPES: Record<MediaFormat, string> = {
  webp: 'image/webp',
  avif: 'image/avif',
  jpg: 'image/jpeg',
}
const RENDITION = new RegExp(`^(${MEDIA_WIDTHS.join('|')})\\.(${MEDIA_FORMATS.join('|')})$`)

/**
 * GET /media/{imageId}/{width}.{webp|avif|jpg}: an image resized on demand, cached on disk, sent
 * with a year-long immutable cache and an ETag (the version is in it, so an edited image is new).
 */
const routes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { imageId: number; rendition: string } }>(
    '/:imageId/:rendition',
    {
      schema: {
        params: {
          type: 'object',
          properties: {
            imageId: { type: 'integer', minimum: 1, maximum: 2147483647 },
            rendition: { type: 'string', pattern: RENDITION.source },
          },
          required: ['imageId', 'rendition'],
        },
      },
    },
    async (request, reply) => {
      const [, width, format] = RENDITION.exec(request.params.rendition) as unknown as [
        string,
        string,
        MediaFormat,
      ]
      const [image] = await app.db
        .select({
          file: images.file,
          kind: images.kind,
          width: images.width,
          updatedAt: images.updatedAt,
        })
        .from(images)
        .where(eq(images.id, request.params.imageId))
      if (!image) throw notFound()

      const version = image.updatedAt.getTime().toString(36)
      const etag = `"${request.params.imageId}-${version}-${width}-${format}"`
      reply
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .header('ETag', etag)
        .header('Cross-Origin-Resource-Policy', 'cross-origin')
        .removeHeader('Vary')
      if (request.headers['if-none-match'] === etag) return reply.status(304).send()

      const cacheFile = path.join(
        app.config.mediaCacheDir,
        `${request.params.imageId}-${version}`,
        `${width}.${format}`,
      )
      const source = path.isAbsolute(image.file)
        ? image.file
        : path.join(SEED_IMAGES_DIR, image.file)
      const buffer = await cachedRendition(cacheFile, {
        source,
        kind: image.kind,
        originalWidth: image.width,
        width: Number(width),
        format,
      })
      return reply.type(CONTENT_TYPES[format]).send(buffer)
    },
  )
}

export default routes
