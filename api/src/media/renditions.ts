import path from 'node:path'
import type { FastifyBaseLogger } from 'fastify'
import { MEDIA_FORMATS, MEDIA_RENDITIONS, type MediaFormat } from '@print-shop/shop-domain/media'
import { API_ROOT, type Config } from '../config.js'
import type { DatabaseHandle } from '../db/client.js'
import { render } from './render.js'
import { RenderQueue, RenderQueueFull } from './render-queue.js'
import { RenditionCache, type RenditionKey } from './rendition-cache.js'

/** What the renditions need to know of a picture's original (see catalogue/images.ts imageOriginal). */
export interface Original {
  /** Under api/seed/images, or an absolute path (an imported picture's, under ORIGINALS_DIR). */
  file: string
  kind: string
  width: number
  updatedAt: Date
}

export interface Prerendered {
  /** Renditions rendered now. */
  rendered: number
  /** Renditions that were on disk already. */
  cached: number
  /** Renditions left for the first visitor because the render queue was full. */
  skipped: number
  /** Renditions that could not be rendered (logged): the first visitor will be refused them too. */
  failed: number
}

/** The picture's version in rendition keys and ETags: a changed picture gets new renditions. */
export function versionOf(original: Pick<Original, 'updatedAt'>): string {
  return original.updatedAt.getTime().toString(36)
}

/**
 * Every rendition the media endpoint serves of a picture this wide, once each: widths beyond the
 * original are one file at the original's width (see the media route).
 */
export function renditionsOf(originalWidth: number): { width: number; format: MediaFormat }[] {
  return MEDIA_FORMATS.flatMap((format) =>
    [...new Set(MEDIA_RENDITIONS[format].map((width) => Math.min(width, originalWidth)))].map(
      (width) => ({ width, format }),
    ),
  )
}

/**
 * The pictures' renditions: the rendition cache on disk and the render queue, one of each per API,
 * shared by the media route (renders on demand) and the owner's import and edits (render ahead,
 * so that the first visitor never waits for a render).
 */
export class Renditions {
  readonly cache: RenditionCache
  readonly queue: RenderQueue

  constructor(
    config: Pick<
      Config,
      'mediaCacheDir' | 'mediaCacheMaxBytes' | 'mediaRenderConcurrency' | 'mediaRenderQueue'
    >,
    /**
     * The database's lock across API processes: processes sharing one MEDIA_CACHE_DIR render a
     * rendition asked of both at once only once, and the later one reads it from the folder.
     */
    private readonly exclusively: DatabaseHandle['exclusively'] = (work) => work(),
  ) {
    this.cache = new RenditionCache(config.mediaCacheDir, config.mediaCacheMaxBytes)
    this.queue = new RenderQueue(config.mediaRenderConcurrency, config.mediaRenderQueue)
  }

  /** The key of a rendition; `width` is already at most the original's. */
  key(imageId: number, original: Original, width: number, format: MediaFormat): RenditionKey {
    return { imageId, version: versionOf(original), width, format }
  }

  /**
   * The rendition from the cache, or rendered in the queue and stored. Throws RenderQueueFull when
   * the queue cannot take it.
   */
  async get(
    imageId: number,
    original: Original,
    width: number,
    format: MediaFormat,
    log: FastifyBaseLogger,
  ): Promise<Buffer> {
    const key = this.key(imageId, original, width, format)
    return (await this.cache.read(key)) ?? (await this.rendered(key, original, log))
  }

  /**
   * Renders every rendition of the picture that is not on disk yet, one after another so that
   * shoppers' renders keep their turns in the queue; one the full queue refuses is left for later,
   * one that fails is logged and counted.
   */
  async prerender(
    imageId: number,
    original: Original,
    log: FastifyBaseLogger,
  ): Promise<Prerendered> {
    const done: Prerendered = { rendered: 0, cached: 0, skipped: 0, failed: 0 }
    for (const { width, format } of renditionsOf(original.width)) {
      const key = this.key(imageId, original, width, format)
      if (await this.cache.has(key)) {
        done.cached++
        continue
      }
      try {
        await this.rendered(key, original, log)
        done.rendered++
      } catch (error) {
        if (error instanceof RenderQueueFull) done.skipped++
        else {
          log.error({ err: error, imageId, width, format }, 'rendering ahead failed')
          done.failed++
        }
      }
    }
    return done
  }

  private rendered(key: RenditionKey, original: Original, log: FastifyBaseLogger) {
    const { imageId, version, width, format } = key
    const name = `${imageId}/${version}/${width}.${format}`
    return this.queue.run(name, () =>
      this.exclusively(async () => {
        // Another request, here or in another process, may have rendered it while this one waited.
        const cached = await this.cache.read(key)
        if (cached) return cached
        const started = performance.now()
        const rendered = await render({
          source: sourceOf(original.file),
          kind: original.kind,
          originalWidth: original.width,
          width,
          format,
        })
        log.info({ rendition: name, ms: Math.round(performance.now() - started) }, 'rendered')
        await this.cache
          .write(key, rendered)
          .catch((error: unknown) => log.warn({ err: error }, 'media cache write failed'))
        return rendered
      }, `rendition:${name}`),
    )
  }
}

/** The demo's pictures: a demo picture's original is stored as a path under it. */
export const SEED_IMAGES_DIR = path.join(API_ROOT, 'seed', 'images')

/** The original's path on disk: the demo's are relative to SEED_IMAGES_DIR. */
export function sourceOf(file: string): string {
  return path.isAbsolute(file) ? file : path.join(SEED_IMAGES_DIR, file)
}
