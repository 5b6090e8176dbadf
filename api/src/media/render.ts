import sharp from 'sharp'
import type { MediaFormat } from '@print-shop/shop-domain/media'

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
export async function render({
  source,
  kind,
  originalWidth,
  width,
  format,
}: Rendition): Promise<Buffer> {
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
