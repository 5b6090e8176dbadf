import { randomUUID } from 'node:crypto'
import fs from 'node:fs/promises'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import sharp from 'sharp'
import type { Database } from '../db/client.js'
import { images } from '../db/schema.js'
import { HttpError, invalid } from '../lib/http-error.js'
import type { Localized } from '../lib/localized.js'
import { searchText } from '../lib/text.js'
import { inTransaction } from '../db/dry-run.js'
import { loadPriceList } from '../pricing/price-list.js'
import { catalogueFromPrice } from '../pricing/catalogue-from-price.js'
import {
  fileInSubcategories,
  ownerImage,
  subcategoriesBySlug,
  type OwnerImage,
} from './owner-images.js'
import { measurePicture, type PictureTraits } from './picture-measure.js'

/** The formats an original may come in, with the extension it is stored under. */
const EXTENSIONS: Record<string, string> = { jpeg: 'jpg', png: 'png', webp: 'webp', tiff: 'tif' }
/** Larger originals are refused: decoding one takes more memory than a render should. */
export const MAX_MEGAPIXELS = 100

/** A picture's bytes, checked and measured: what the catalogue stores of its pixels. */
export interface MeasuredPicture extends PictureTraits {
  /** The extension its format is stored under (jpg, png, webp, tif). */
  extension: string
  /** Upright size (after the EXIF orientation), in pixels. */
  width: number
  height: number
}

const notAPicture = () => invalid('picture', 'owner.pictures.not_a_picture')

/**
 * Checks that the bytes are a whole picture in a format the shop renders, and measures it as the
 * demo pictures are measured. A text, a truncated file or an unknown format is a 422 on `picture`:
 * every pixel is decoded here, so what is accepted also renders.
 */
export async function readPicture(bytes: Buffer): Promise<MeasuredPicture> {
  let metadata: sharp.Metadata
  try {
    metadata = await sharp(bytes).metadata()
  } catch {
    throw notAPicture()
  }
  const extension = metadata.format && EXTENSIONS[metadata.format]
  if (!extension || !metadata.width || !metadata.height) throw notAPicture()
  if (metadata.width * metadata.height > MAX_MEGAPIXELS * 1_000_000)
    throw invalid('picture', 'owner.pictures.too_many_pixels', { limit: MAX_MEGAPIXELS })
  const width = metadata.autoOrient?.width ?? metadata.width
  const height = metadata.autoOrient?.height ?? metadata.height
  try {
    // Upright, as the renditions are: the placeholder must not lie on its side.
    const traits = await measurePicture(sharp(bytes).rotate(), width, height)
    return { extension, width, height, ...traits }
  } catch {
    throw notAPicture()
  }
}

export interface NewImage {
  bytes: Buffer
  name: Localized
  description: Localized
  /** Subcategory slugs, at least one. */
  subcategories: string[]
  author: string
  licence: string
  source: string
}

export interface ImportedImage {
  picture: OwnerImage
  /** Where the original is (or, on a dry run, would be) kept. */
  file: string
}

/**
 * Adds a picture to the catalogue: checks and measures the bytes, files it in its subcategories,
 * prices it from today's price list and keeps the original under `originalsDir` as `{id}.{ext}`,
 * never under a name the caller chose. All in one transaction, the original written inside it; a
 * dry run checks the same and writes neither the row nor the file.
 */
export async function importImage(
  db: Database,
  originalsDir: string,
  picture: NewImage,
  dryRun: boolean,
): Promise<ImportedImage> {
  const measured = await readPicture(picture.bytes)
  let written: string | undefined
  try {
    return await inTransaction(db, dryRun, async (tx) => {
      const filed = await subcategoriesBySlug(tx, picture.subcategories)
      // The price every picture starts from, as a price change computes it (prices are per layout).
      const fromPrice = catalogueFromPrice(await loadPriceList(tx))
      if (!fromPrice) throw new HttpError(409, 'owner.pictures.no_prices')
      const [row] = await tx
        .insert(images)
        .values({
          // Named after its id below, which the insert gives.
          file: '',
          // Rendered on white where it is transparent, like the demo's illustrations.
          kind: filed.some((subcategory) => subcategory.group === 'ILUSTRACE')
            ? 'illustration'
            : 'photo',
          width: measured.width,
          height: measured.height,
          orientation: measured.orientation,
          colors: measured.colors,
          placeholder: measured.placeholder,
          author: picture.author,
          licence: picture.licence,
          source: picture.source,
          name: picture.name,
          description: picture.description,
          searchText: searchText(picture.name),
          fromPriceCzk: fromPrice.CZK,
          fromPriceEur: fromPrice.EUR,
        })
        .returning({ id: images.id })
      const id = row!.id
      const file = path.join(originalsDir, `${id}.${measured.extension}`)
      await tx.update(images).set({ file }).where(eq(images.id, id))
      await fileInSubcategories(tx, id, filed)
      if (!dryRun) {
        await writeOriginal(file, picture.bytes)
        written = file
      }
      return { picture: await ownerImage(tx, id), file }
    })
  } catch (error) {
    // The row was not committed: the original it named goes too.
    if (written) await fs.rm(written, { force: true })
    throw error
  }
}

/** Writes the original whole or not at all (a temporary file renamed into place). */
async function writeOriginal(file: string, bytes: Buffer): Promise<void> {
  await fs.mkdir(path.dirname(file), { recursive: true })
  const temporary = `${file}.${randomUUID()}.tmp`
  try {
    await fs.writeFile(temporary, bytes)
    await fs.rename(temporary, file)
  } catch (error) {
    await fs.rm(temporary, { force: true })
    throw error
  }
}
