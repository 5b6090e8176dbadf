import fs from 'node:fs/promises'
import sharp, { type Sharp, type SharpOptions } from 'sharp'
import type { CheckedPicture } from './rows.js'

/** The long side of the master preview: enough for the configurator's largest canvas at 2×. */
export const MASTER_SIDE = 2560
export const MASTER_PREVIEW = 'master.jpg'

/** Why a file is not a printable picture: the key of the message the shopper reads. */
export class Refusal extends Error {
  constructor(
    readonly key: 'uploads.not_a_picture' | 'uploads.too_many_pixels' | 'uploads.damaged',
    readonly vars?: Record<string, string | number>,
  ) {
    super(key)
  }
}

export type PictureFormat = CheckedPicture['format']

/** HEIF brands of photos (iPhones write heic, others mif1); avif is HEIF with AV1 inside. */
const HEIF_BRANDS = new Set([
  'heic',
  'heix',
  'hevc',
  'hevx',
  'heim',
  'heis',
  'mif1',
  'msf1',
  'avif',
])

/** The format by the file's first bytes, never by its name or the type the browser claimed. */
export function sniffFormat(head: Buffer): PictureFormat | null {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpeg'
  if (head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png'
  const four = head.subarray(0, 4).toString('latin1')
  if (four === 'II*\0' || four === 'MM\0*') return 'tiff'
  if (head.subarray(4, 8).toString('latin1') === 'ftyp') {
    const brands = [head.subarray(8, 12)]
    for (let at = 16; at + 4 <= Math.min(head.length, 64); at += 4)
      brands.push(head.subarray(at, at + 4))
    if (brands.some((brand) => HEIF_BRANDS.has(brand.toString('latin1')))) return 'heif'
  }
  return null
}

export interface Checked {
  picture: CheckedPicture
  /** The master preview: oriented, sRGB, JPEG, no metadata at all (no EXIF, no GPS, no profile). */
  master: Buffer
}

async function head(file: string): Promise<Buffer> {
  const handle = await fs.open(file)
  try {
    const buffer = Buffer.alloc(64)
    const { bytesRead } = await handle.read(buffer, 0, 64, 0)
    return buffer.subarray(0, bytesRead)
  } finally {
    await handle.close()
  }
}

/**
 * The master from a decoder's pipeline: turned upright by its EXIF orientation, at most
 * MASTER_SIDE on the long side, converted to sRGB, and written without `withMetadata`, so nothing of
 * the original's metadata (camera, GPS, profile) is in it. The original itself is never rewritten.
 */
function masterOf(pipeline: Sharp): Promise<Buffer> {
  return pipeline
    .rotate()
    .resize({ width: MASTER_SIDE, height: MASTER_SIDE, fit: 'inside', withoutEnlargement: true })
    .toColourspace('srgb')
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 85, mozjpeg: true })
    .toBuffer()
}

const tooManyPixels = (maxPixels: number) =>
  new Refusal('uploads.too_many_pixels', { megapixels: Math.floor(maxPixels / 1_000_000) })

/**
 * Checks a received file as a picture and makes its master preview. Refused (a Refusal): not a
 * JPEG, PNG, TIFF or HEIF by content; more pixels than `maxPixels` declared (checked from the
 * header, before anything is decoded: a decompression bomb is never inflated); a file that does not
 * decode to the end (truncated or damaged). Width and height are the upright picture's.
 */
export async function checkPicture(file: string, maxPixels: number): Promise<Checked> {
  const format = sniffFormat(await head(file))
  if (!format) throw new Refusal('uploads.not_a_picture')
  const options = { limitInputPixels: maxPixels, failOn: 'truncated' as const }
  let metadata: sharp.Metadata
  try {
    metadata = await sharp(file, { ...options, limitInputPixels: false }).metadata()
  } catch (error) {
    if (format === 'heif') return checkHeic(file, maxPixels)
    throw new Refusal('uploads.damaged', { reason: String(error) })
  }
  const { width, height } = metadata
  if (!width || !height) throw new Refusal('uploads.damaged')
  if (width * height > maxPixels) throw tooManyPixels(maxPixels)
  let master: Buffer
  try {
    master = await masterOf(sharp(file, options))
  } catch (error) {
    // sharp reads a HEIF container but decodes only AV1 inside; HEVC (iPhones) goes to libheif.
    if (format === 'heif') return checkHeic(file, maxPixels)
    throw new Refusal('uploads.damaged', { reason: String(error) })
  }
  // EXIF orientations 5 to 8 turn the picture a quarter: the upright picture's sides swap.
  const turned = (metadata.orientation ?? 1) >= 5
  return {
    picture: { format, width: turned ? height : width, height: turned ? width : height },
    master,
  }
}

/** libheif's decoded pixels (RGBA, upright already) as sharp's raw input. */
export function decodedHeic(
  { width, height, data }: { width: number; height: number; data: Uint8ClampedArray },
  options: SharpOptions = {},
): Sharp {
  const raw = Buffer.from(data.buffer, data.byteOffset, data.byteLength)
  return sharp(raw, { ...options, raw: { width, height, channels: 4 } })
}

/** A HEIC photo by libheif (heic-decode): its transformations are applied by the decoder. */
async function checkHeic(file: string, maxPixels: number): Promise<Checked> {
  const buffer = await fs.readFile(file)
  // libheif is loaded with the first HEIC photo, not with every API process: outside the try, so
  // that a decoder which fails to load is an error of the shop's, not a damaged photo.
  const { default: decodeHeic } = await import('heic-decode')
  let images: Awaited<ReturnType<typeof decodeHeic.all>>
  try {
    images = await decodeHeic.all({ buffer })
  } catch (error) {
    throw new Refusal('uploads.damaged', { reason: String(error) })
  }
  try {
    const image = images[0]
    if (!image) throw new Refusal('uploads.damaged')
    const { width, height } = image
    if (width * height > maxPixels) throw tooManyPixels(maxPixels)
    let data: Uint8ClampedArray
    try {
      ;({ data } = await image.decode())
    } catch (error) {
      throw new Refusal('uploads.damaged', { reason: String(error) })
    }
    const master = await masterOf(decodedHeic({ width, height, data }))
    return { picture: { format: 'heif', width, height }, master }
  } finally {
    images.dispose()
  }
}
