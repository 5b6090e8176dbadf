import fs from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'
import type { MediaFormat } from '../../lib/media-url.js'

export interface Rendition {
  source: string
  kind: string
  /** Declared size of the original (an SVG's print size). */
  originalWidth: number
  width: number
  format: MediaFormat
}

const QUALITY = 75

/**
 * Renders one rendition with sharp: never wider than the original, quality 75. SVG illustrations
 * are rasterised at the density that gives the wanted width instead of at their full print size.
 */
async function render({ source, kind, originalWidth, width, format }: Rendition): Promise<Buffer> {
  const isVector = source.endsWith('.svg')
  const input = isVector
    ? sharp(source, { density: Math.max(1, (72 * width) / originalWidth) })
    : sharp(source)
  const pipeline = input.rotate().resize({ width, withoutEnlargement: true })
  if (format === 'webp') return pipeline.webp({ quality: QUALITY }).toBuffer()
  if (format === 'avif') return pipeline.avif({ quality: QUALITY, effort: 2 }).toBuffer()
  return pipeline
    .flatten({ background: kind === 'illustration' ? '#ffffff' : '#000000' })
    .jpeg({ quality: QUALITY, mozjpeg: true, progressive: true })
    .toBuffer()
}

const inFlight = new Map<string, Promise<Buffer>>()

/**
 * The rendition from the disk cache, or rendered once and cached (concurrent requests for the same
 * rendition share one render). The cache file is written atomically.
 */
export function cachedRendition(cacheFile: string, rendition: Rendition): Promise<Buffer> {
  const pending = inFlight.get(cacheFile)
  if (pending) return pending
  const work = (async () => {
    try {
      return await fs.readFile(cacheFile)
    } catch {
      const buffer = await render(rendition)
      await fs.mkdir(path.dirname(cacheFile), { recursive: true })
      const temporary = `${cacheFile}.${process.pid}.${Date.now()}.tmp`
      await fs.writeFile(temporary, buffer)
      await fs.rename(temporary, cacheFile)
      return buffer
    }
  })().finally(() => inFlight.delete(cacheFile))
  inFlight.set(cacheFile, work)
  return work
}
