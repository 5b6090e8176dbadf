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

/**
 * Quality by format. AVIF's scale is not JPEG's: at 75 a 384 px photo came out larger than the
 * same JPEG (17–25 KB against 11–15 KB); at 50 it looks as the JPEG at 75 does, in half its bytes.
 */
const QUALITY: Record<MediaFormat, number> = { jpg: 75, webp: 75, avif: 50 }

/**
 * Renders one rendition with sharp: never wider than the original, at `QUALITY`. SVG illustrations
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
  if (format === 'webp') return pipeline.webp({ quality: QUALITY.webp }).toBuffer()
  if (format === 'avif') return pipeline.avif({ quality: QUALITY.avif, effort: 2 }).toBuffer()
  return pipeline
    .flatten({ background: kind === 'illustration' ? '#ffffff' : '#000000' })
    .jpeg({ quality: QUALITY.jpg, mozjpeg: true, progressive: true })
    .toBuffer()
}
