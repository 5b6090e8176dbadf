import type { FastifyRequest } from 'fastify'
import { and, asc, desc, eq, exists, inArray, sql } from 'drizzle-orm'
import { isShown } from '@print-shop/shop-domain/promotions'
import type { Database } from '../db/client.js'
import {
  banners,
  carouselItems,
  categories,
  homepageCategories,
  images,
  imageSubcategories,
  loginScreens,
  promotions,
  subcategories,
} from '../db/schema.js'
import {
  document,
  Included,
  toOne,
  type JsonApiDocument,
  type ResourceObject,
} from '../lib/jsonapi.js'
import { loadCategoryTree } from './categories.js'
import { categoryTreeResources } from './category-resources.js'
import { imageColumns, imageResources, imagesById, onSale, type ImageRow } from './images.js'
import { printsWell } from './printable.js'

/**
 * Home-page blocks that each show one image: the blocks as data, their images included; blocks of
 * hidden images are left out.
 */
export async function blocksWithImages<Block extends { imageId: number }>(
  request: FastifyRequest,
  blocks: readonly Block[],
  toResource: (block: Block) => ResourceObject,
): Promise<JsonApiDocument> {
  const rows = (
    await imagesById(
      request.server.db,
      blocks.map((block) => block.imageId),
    )
  ).filter((row) => !row.hidden)
  // A block whose picture the owner has hidden is left out with it.
  const shown = new Set(rows.map((row) => row.id))
  return document(blocks.filter((block) => shown.has(block.imageId)).map(toResource), {
    included: await imageResources(request, rows),
  })
}

/**
 * A category's most popular image of those that print at least acceptably in some size. Walking the popularity index and stopping at the first image filed
 * in the category is far cheaper than ranking all of the category's images.
 */
async function cover(
  db: Database,
  categoryId: number,
  acceptableDpi: number,
): Promise<ImageRow | undefined> {
  const filed = db
    .select({ one: sql`1` })
    .from(imageSubcategories)
    .innerJoin(subcategories, eq(subcategories.id, imageSubcategories.subcategoryId))
    .where(and(eq(imageSubcategories.imageId, images.id), eq(subcategories.categoryId, categoryId)))
  const [row] = await db
    .select(imageColumns)
    .from(images)
    .where(and(exists(filed), onSale(), printsWell(acceptableDpi)))
    .orderBy(desc(images.popularity), asc(images.id))
    .limit(1)
  return row
}

/**
 * The promoted or recommended categories, in the editors' order, each shown as in /categories plus
 * its most popular image as the `image` relationship (included with the subcategories).
 */
export async function homepageCategoriesDocument(
  request: FastifyRequest,
  kind: 'promoted' | 'recommended',
): Promise<JsonApiDocument> {
  const db = request.server.db
  const picked = await db
    .select({ categoryId: homepageCategories.categoryId })
    .from(homepageCategories)
    .where(eq(homepageCategories.kind, kind))
    .orderBy(asc(homepageCategories.position), asc(homepageCategories.categoryId))
  const order = picked.map((row) => row.categoryId)
  if (order.length === 0) return document([])

  const [tree, covers] = await Promise.all([
    loadCategoryTree(db, inArray(categories.id, order)),
    Promise.all(
      order.map((id) => cover(db, id, request.server.config.shop.printQuality.acceptableDpi)),
    ),
  ])
  tree.categories.sort((a, b) => order.indexOf(a.id) - order.indexOf(b.id))
  const coverOf = new Map(order.map((id, index) => [id, covers[index]]))
  const resources = categoryTreeResources(tree, request.locale, (category) => ({
    image: toOne('images', coverOf.get(category.id)?.id),
  }))
  const coverImages = await imageResources(
    request,
    covers.filter((row) => row !== undefined),
  )
  return document(resources.categories, {
    included: new Included().add(...resources.subcategories, ...coverImages),
  })
}

/** The home-page banners in order. */
export function bannersInOrder(db: Database) {
  return db.select().from(banners).orderBy(asc(banners.position), asc(banners.id))
}

/**
 * The home-page slides a page in `language` shows at `now`, in order, each with the promotion it
 * advertises (null for a plain slide): a promotion's slide only while it runs and where it applies.
 */
export async function carouselItemsInOrder(db: Database, language: string, now = new Date()) {
  const rows = await db
    .select({ item: carouselItems, promotion: promotions })
    .from(carouselItems)
    .leftJoin(promotions, eq(promotions.id, carouselItems.promotionId))
    .orderBy(asc(carouselItems.position), asc(carouselItems.id))
  return rows
    .filter(({ promotion }) => promotion === null || isShown(promotion, language, now))
    .map(({ item, promotion }) => ({ ...item, promotion }))
}

/** The side panels of the account dialogs, of one modal or of all. */
export function loginScreensOf(db: Database, modal: string | undefined) {
  return db
    .select()
    .from(loginScreens)
    .where(modal === undefined ? undefined : eq(loginScreens.modal, modal))
    .orderBy(asc(loginScreens.id))
}
