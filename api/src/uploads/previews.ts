import sharp from 'sharp'
import type { MediaFormat } from '@print-shop/shop-domain/media'
import type { RenderQueue } from '../media/render-queue.js'
import { MASTER_PREVIEW } from './checks.js'
import type { UploadStore } from './store.js'

/** As the catalogue's renditions (media/render.ts): AVIF's scale is not JPEG's. */
const QUALITY: Record<MediaFormat, number> = { jpg: 75, webp: 75, avif: 50 }

/**
 * A preview of an upload at one of the media widths: from the store when made before (by this
 * process or another sharing the bucket), otherwise rendered from the master (never from the
 * original: it was checked once, and is large) in the catalogue's render queue, which bounds
 * sharp's work for both, and kept beside the master. Undefined when the upload has no master.
 * Throws RenderQueueFull when the queue cannot take it.
 */
export async function uploadPreview(
  store: UploadStore,
  queue: RenderQueue,
  id: string,
  width: number,
  format: MediaFormat,
): Promise<Buffer | undefined> {
  const name = `${width}.${format}`
  const kept = await store.readPreview(id, name)
  if (kept) return kept
  return queue.run(`upload:${id}:${name}`, async () => {
    const master = await store.readPreview(id, MASTER_PREVIEW)
    if (!master) return undefined
    const pipeline = sharp(master).resize({ width, withoutEnlargement: true })
    const rendered =
      format === 'webp'
        ? await pipeline.webp({ quality: QUALITY.webp }).toBuffer()
        : format === 'avif'
          ? await pipeline.avif({ quality: QUALITY.avif, effort: 2 }).toBuffer()
          : await pipeline
              .jpeg({ quality: QUALITY.jpg, mozjpeg: true, progressive: true })
              .toBuffer()
    await store.writePreview(id, name, rendered)
    return rendered
  })
}
