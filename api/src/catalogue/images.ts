import type { FastifyRequest } from 'fastify'
import { and, asc, eq, inArray, sql } from 'drizzle-orm'
import type { Database } from '../db/client.js'
import { favourites, images, imageSubcategories, subcategories } from '../db/schema.js'
import { resource, toMany, type ResourceObject } from '../lib/jsonapi.js'
import { currencyFor, inLocale } from '../lib/localized.js'
import { mediaBase, mediaUrl } from '../lib/media-url.js'

/**
 * Whether an image's original is a vector drawing (an SVG: the demo's generated illustrations),
 * rendered at the print's own size and so sharp at any size. Derived from the original's file.
 */
export function scalableOriginal() {
  return sql<boolean>`(lower(${images.file}) like '%.svg')`.mapWith(Boolean)
}

/** Which of these images are vector drawings (see scalableOriginal). */
export async function scalableImageIds(
  db: Database,
  ids: readonly (number | null)[],
): Promise<Set<number>> {
  const known = ids.filter((id): id is number => id !== null)
  if (known.length === 0) return new Set()
  const rows = await db
    .select({ id: images.id, scalable: scalableOriginal() })
    .from(images)
    .where(inArray(images.id, known))
  return new Set(rows.filter((row) => row.scalable).map((row) => row.id))
}

/** The columns an image resource is built from (never the file path or the search text). */
export const imageColumns = {
  id: images.id,
  name: images.name,
  description: images.description,
  width: images.width,
  height: images.height,
  orientation: images.orientation,
  colors: images.colors,
  placeholder: images.placeholder,
  author: images.author,
  licence: images.licence,
  fromPriceCzk: images.fromPriceCzk,
  fromPriceEur: images.fromPriceEur,
  updatedAt: images.updatedAt,
  hidden: images.hidden,
  scalable: scalableOriginal(),
}

/**
 * The images shoppers may see: not hidden by the owner (`npm run shop -- pictures hide`). Every
 * catalogue read (lists, search, the product, the home page, recently viewed, favourites, counts)
 * and adding to a basket keep to them; baskets and orders that hold a hidden one still show it.
 */
export const onSale = () => eq(images.hidden, false)

export type ImageRow = Pick<
  typeof images.$inferSelect,
  Exclude<keyof typeof imageColumns, 'scalable'>
> & { scalable: boolean }

export interface ImageLinks {
  categoryIds: number[]
  subcategoryIds: number[]
}

/** Subcategory and category ids of each image, in one query for the whole page. */
export async function loadImageLinks(
  db: Database,
  imageIds: readonly number[],
): Promise<Map<number, ImageLinks>> {
  const links = new Map<number, ImageLinks>(
    imageIds.map((id) => [id, { categoryIds: [], subcategoryIds: [] }]),
  )
  if (imageIds.length === 0) return links
  const rows = await db
    .select({
      imageId: imageSubcategories.imageId,
      subcategoryId: subcategories.id,
      categoryId: subcategories.categoryId,
    })
    .from(imageSubcategories)
    .innerJoin(subcategories, eq(subcategories.id, imageSubcategories.subcategoryId))
    .where(inArray(imageSubcategories.imageId, [...imageIds]))
    .orderBy(asc(subcategories.categoryId), asc(subcategories.position), asc(subcategories.id))
  for (const row of rows) {
    const link = links.get(row.imageId)!
    link.subcategoryIds.push(row.subcategoryId)
    if (!link.categoryIds.includes(row.categoryId)) link.categoryIds.push(row.categoryId)
  }
  return links
}

/** Which of these images the user has favourited, in one query. */
export async function loadFavouriteImageIds(
  db: Database,
  userId: number | null,
  imageIds: readonly number[],
): Promise<Set<number>> {
  if (!userId || imageIds.length === 0) return new Set()
  const rows = await db
    .select({ imageId: favourites.imageId })
    .from(favourites)
    .where(and(eq(favourites.userId, userId), inArray(favourites.imageId, [...imageIds])))
  return new Set(rows.map((row) => row.imageId))
}

export function imageResource(
  request: FastifyRequest,
  image: ImageRow,
  links: ImageLinks,
  isFavourite: boolean,
): ResourceObject {
  const { locale } = request
  const { publicUrl } = request.server.config
  const currency = currencyFor(locale)
  return resource(
    'images',
    image.id,
    {
      name: inLocale(image.name, locale),
      description: inLocale(image.description, locale),
      url: mediaUrl(publicUrl, image.id, 1080, 'jpg'),
      media_url: mediaBase(publicUrl, image.id),
      width: image.width,
      height: image.height,
      // Sharp at any size: the print quality of every size is good.
      scalable: image.scalable,
      orientation: image.orientation,
      colors: image.colors,
      placeholder: image.placeholder,
      author: image.author,
      licence: image.licence,
      from_price: currency === 'CZK' ? image.fromPriceCzk : image.fromPriceEur,
      currency,
      updated_at: image.updatedAt.toISOString(),
      is_favorite: isFavourite,
    },
    {
      categories: toMany('categories', links.categoryIds),
      subcategories: toMany('subcategories', links.subcategoryIds),
    },
  )
}

/** Image resources for a list: two queries whatever its length (links, and the visitor's favourites). */
export async function imageResources(
  request: FastifyRequest,
  rows: readonly ImageRow[],
): Promise<ResourceObject[]> {
  const db = request.server.db
  const ids = rows.map((row) => row.id)
  const [links, favourites] = await Promise.all([
    loadImageLinks(db, ids),
    loadFavouriteImageIds(db, request.session?.userId ?? null, ids),
  ])
  return rows.map((row) => imageResource(request, row, links.get(row.id)!, favourites.has(row.id)))
}

/** Images by id, in the order of the ids given (missing ones left out). */
export async function imagesById(db: Database, ids: readonly number[]): Promise<ImageRow[]> {
  if (ids.length === 0) return []
  const rows = await db
    .select(imageColumns)
    .from(images)
    .where(inArray(images.id, [...new Set(ids)]))
  const byId = new Map(rows.map((row) => [row.id, row]))
  return [...new Set(ids)].flatMap((id) => byId.get(id) ?? [])
}

/** One image as the catalogue shows it; a hidden one is not found. */
export async function findImage(db: Database, id: number): Promise<ImageRow | undefined> {
  const [image] = await db
    .select(imageColumns)
    .from(images)
    .where(and(eq(images.id, id), onSale()))
  return image
}

/**
 * Where an image's original is and what the media renditions need to know of it. A hidden image's
 * renditions are still served: baskets and orders that hold it show it.
 */
export async function imageOriginal(db: Database, id: number) {
  const [image] = await db
    .select({
      file: images.file,
      kind: images.kind,
      width: images.width,
      updatedAt: images.updatedAt,
      hidden: images.hidden,
    })
    .from(images)
    .where(eq(images.id, id))
  return image
}
