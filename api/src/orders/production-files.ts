import fs from 'node:fs'
import path from 'node:path'
import type { Readable } from 'node:stream'
import { asc, eq, inArray } from 'drizzle-orm'
import sharp, { type Sharp } from 'sharp'
import type { Config } from '../config.js'
import type { Database } from '../db/client.js'
import { images, orderItems, orders, uploads } from '../db/schema.js'
import { HttpError } from '../lib/http-error.js'
import { orderedPrint } from './owner-show.js'
import { sourceOf } from '../media/renditions.js'
import { decodedHeic, uploadStore } from '../uploads/index.js'
import { printGeometry, type PrintGeometry } from './print-geometry.js'
import type { OrderItemRow, OrderRow } from './types.js'

/**
 * What production needs of an order (`npm run shop -- orders files`): per item the original as it
 * came (the shopper's upload byte for byte, or the catalogue picture's original) and a print-ready
 * JPEG cut to the crop at the ordered size (print-geometry.ts), with the mirrored edge of a canvas.
 */

/** Where an item's original is: the upload store, or a catalogue picture's file. */
type Source =
  | { kind: 'upload'; id: string; format: string | null; sizeBytes: number }
  | { kind: 'image'; id: number; file: string; width: number; height: number }

export interface ProductionItem {
  /** 1, 2, … in the order's own order: the files' numbers. */
  position: number
  item: OrderItemRow
  /** Null when the picture is gone (a catalogue picture deleted since). */
  source: Source | null
}

const UPLOAD_TYPES: Record<string, { extension: string; contentType: string }> = {
  jpeg: { extension: 'jpg', contentType: 'image/jpeg' },
  png: { extension: 'png', contentType: 'image/png' },
  tiff: { extension: 'tif', contentType: 'image/tiff' },
  heif: { extension: 'heic', contentType: 'image/heif' },
}
const FILE_TYPES: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.tif': 'image/tiff',
  '.tiff': 'image/tiff',
  '.webp': 'image/webp',
  '.svg': 'image/svg+xml',
}

const isVector = (source: Source) => source.kind === 'image' && source.file.endsWith('.svg')

/** The order's items with their originals; 404 (the owner's message) for an unknown number. */
export async function productionItems(
  db: Database,
  number: string,
): Promise<{ order: OrderRow; items: ProductionItem[] }> {
  const [order] = await db.select().from(orders).where(eq(orders.number, number))
  if (!order) throw new HttpError(404, 'owner.orders.not_found', undefined, { number })
  const items = await db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id))
    .orderBy(asc(orderItems.position), asc(orderItems.id))
  const uploadIds = items.flatMap((item) => (item.uploadId === null ? [] : [item.uploadId]))
  const imageIds = items.flatMap((item) => (item.imageId === null ? [] : [item.imageId]))
  const [uploadRows, imageRows] = await Promise.all([
    uploadIds.length ? db.select().from(uploads).where(inArray(uploads.id, uploadIds)) : [],
    imageIds.length
      ? db
          .select({
            id: images.id,
            file: images.file,
            width: images.width,
            height: images.height,
          })
          .from(images)
          .where(inArray(images.id, imageIds))
      : [],
  ])
  return {
    order,
    items: items.map((item, index) => {
      const upload = uploadRows.find((row) => row.id === item.uploadId)
      const image = imageRows.find((row) => row.id === item.imageId)
      const source: Source | null = upload
        ? { kind: 'upload', id: upload.id, format: upload.format, sizeBytes: upload.sizeBytes }
        : image
          ? { kind: 'image', ...image }
          : null
      return { position: index + 1, item, source }
    }),
  }
}

/** The item at `position`, or a 404 naming it. */
export async function productionItem(
  db: Database,
  number: string,
  position: number,
): Promise<ProductionItem & { source: Source }> {
  const { items } = await productionItems(db, number)
  const found = items.find((item) => item.position === position)
  if (!found?.source)
    throw new HttpError(404, 'owner.orders.no_production_item', undefined, { number, position })
  return found as ProductionItem & { source: Source }
}

const two = (position: number) => String(position).padStart(2, '0')

function originalType(source: Source): { extension: string; contentType: string } {
  if (source.kind === 'upload')
    return (
      UPLOAD_TYPES[source.format ?? ''] ?? {
        extension: 'bin',
        contentType: 'application/octet-stream',
      }
    )
  const extension = path.extname(source.file).toLowerCase()
  return {
    extension: extension.slice(1) || 'bin',
    contentType: FILE_TYPES[extension] ?? 'application/octet-stream',
  }
}

/** The geometry of the item's print-ready file (no pixel of the original is read for it). */
export function itemGeometry(config: Config, entry: ProductionItem & { source: Source }) {
  const { item, source } = entry
  const pixels =
    source.kind === 'image'
      ? { width: source.width, height: source.height }
      : { width: item.imageWidth, height: item.imageHeight }
  return printGeometry(
    {
      widthMm: item.customWidth,
      heightMm: item.customHeight,
      edgeMm: item.edgeMm,
      formatType: item.formatType,
      coordinateX: item.coordinateX,
      coordinateY: item.coordinateY,
      imageWidth: item.imageWidth,
      imageHeight: item.imageHeight,
    },
    pixels,
    config.shop.printQuality.goodDpi,
    isVector(source),
  )
}

/** The order's production files as the owner's tool lists and fetches them. */
export function productionManifest(config: Config, order: OrderRow, items: ProductionItem[]) {
  return {
    number: order.number,
    status: order.status,
    created_at: order.createdAt.toISOString(),
    good_dpi: config.shop.printQuality.goodDpi,
    items: items.map((entry) => {
      const { item, source, position } = entry
      const geometry = source ? itemGeometry(config, { ...entry, source }) : null
      const prefix = `${order.number}-${two(position)}`
      return {
        position,
        picture: source
          ? { kind: source.kind, id: String(source.id), name: item.imageName }
          : { kind: null, id: null, name: item.imageName },
        ...orderedPrint(item),
        crop: item.formatType === 'crop' && geometry ? geometry.region : null,
        quantity: item.quantity,
        original: source
          ? {
              file_name: `${prefix}-original.${originalType(source).extension}`,
              path: `/orders/${order.number}/files/${position}/original`,
            }
          : null,
        print:
          source && geometry
            ? {
                file_name: `${prefix}-print.jpg`,
                path: `/orders/${order.number}/files/${position}/print`,
                width_px: geometry.front.width + 2 * geometry.edge,
                height_px: geometry.front.height + 2 * geometry.edge,
                front_width_px: geometry.front.width,
                front_height_px: geometry.front.height,
                edge_px: geometry.edge,
                dpi: geometry.dpi,
              }
            : null,
      }
    }),
  }
}

export type ProductionManifest = ReturnType<typeof productionManifest>

/** The original, streamed as it is stored, with its type and length. */
export async function originalFile(
  config: Config,
  source: Source,
): Promise<{ stream: Readable; contentType: string; length: number }> {
  const { contentType } = originalType(source)
  if (source.kind === 'upload') {
    const stream = await uploadStore(config).openOriginal(source.id)
    return { stream, contentType, length: source.sizeBytes }
  }
  const file = sourceOf(source.file)
  const { size } = await fs.promises.stat(file)
  return { stream: fs.createReadStream(file), contentType, length: size }
}

/**
 * The print-ready JPEG, streamed as sharp writes it: upright, the region cut and brought to the
 * front's pixels (a whole picture fitted on white), the edge mirrored round it as the configurator's
 * canvas preview shows it, sRGB with its profile and the resolution in the file, nothing else of the
 * original's metadata. `done` removes a temporary copy of a bucket's original once it is sent.
 */
export async function printFile(
  config: Config,
  entry: ProductionItem & { source: Source },
): Promise<{ stream: Sharp; done: () => Promise<void> }> {
  const geometry = itemGeometry(config, entry)
  const { source } = entry
  if (source.kind === 'image') {
    const file = sourceOf(source.file)
    if (isVector(source)) {
      // Drawn at the density that gives the front's pixels, the region scaled with it.
      const { front, region } = geometry
      const scale = Math.min(front.width / region.width, front.height / region.height)
      const input = sharp(file, { density: 72 * scale, limitInputPixels: false })
      return { stream: pipeline(input, scaled(geometry, scale)), done: async () => {} }
    }
    return {
      stream: pipeline(sharp(file, { limitInputPixels: false }), geometry),
      done: async () => {},
    }
  }
  const { file, done } = await uploadStore(config).localOriginal(source.id)
  try {
    // The upload was checked against UPLOAD_MAX_PIXELS when it arrived.
    const input =
      source.format === 'heif' && !(await sharpReads(file))
        ? await heicInput(file)
        : sharp(file, { limitInputPixels: false })
    return { stream: pipeline(input, geometry), done }
  } catch (error) {
    await done()
    throw error
  }
}

function pipeline(input: Sharp, geometry: PrintGeometry): Sharp {
  const { region, front, fit, edge, dpi } = geometry
  let image = input.autoOrient().extract({
    left: region.x,
    top: region.y,
    width: region.width,
    height: region.height,
  })
  image = image
    .resize(front.width, front.height, { fit, background: '#ffffff' })
    .flatten({ background: '#ffffff' })
  if (edge > 0)
    image = image.extend({ top: edge, bottom: edge, left: edge, right: edge, extendWith: 'mirror' })
  return image
    .withIccProfile('srgb')
    .withMetadata({ density: dpi })
    .withExif({})
    .jpeg({ quality: 95, chromaSubsampling: '4:4:4' })
}

/** The geometry of a vector original drawn `scale` times its declared size. */
function scaled(geometry: PrintGeometry, scale: number): PrintGeometry {
  const { region } = geometry
  return {
    ...geometry,
    region: {
      x: Math.floor(region.x * scale),
      y: Math.floor(region.y * scale),
      width: Math.floor(region.width * scale),
      height: Math.floor(region.height * scale),
    },
  }
}

/** Whether sharp decodes the file (a HEIF with AV1 inside); an iPhone's HEVC needs libheif. */
async function sharpReads(file: string): Promise<boolean> {
  try {
    await sharp(file, { limitInputPixels: false }).resize(8).toBuffer()
    return true
  } catch {
    return false
  }
}

/** A HEIC photo decoded by libheif (upright already): its pixels as sharp's raw input. */
async function heicInput(file: string): Promise<Sharp> {
  const { default: decodeHeic } = await import('heic-decode')
  const decoded = await decodeHeic({ buffer: await fs.promises.readFile(file) })
  return decodedHeic(decoded, { limitInputPixels: false })
}
