import { and, arrayContains, asc, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm'
import type { Orientation } from '@print-shop/shop-domain/orientation'
import type { Database } from '../db/client.js'
import { categories, images, imageSubcategories, subcategories } from '../db/schema.js'
import { inLocale, type Locale, type Localized } from '../lib/localized.js'
import { fold, likePattern } from '../lib/text.js'
import { slugOrId } from './categories.js'
import { imagesById, onSale, type ImageRow } from './images.js'
import { countedPage } from './paging.js'
import { printsWell } from './printable.js'

/** `popularity` (the default) lists the most popular first; a leading '-' reverses the others. */
export const IMAGE_SORTS = [
  'popularity',
  '-popularity',
  'created_at',
  '-created_at',
  'name',
  '-name',
  'price',
  '-price',
] as const
export type ImageSort = (typeof IMAGE_SORTS)[number]

/** More words than this in one search are ignored: a search box, not a document. */
const MAX_SEARCH_WORDS = 8
/** Shorter words ("a", "v") would find half the catalogue through subcategory names. */
const MIN_FILED_WORD = 3

export interface ImageFilters {
  search?: string
  /** Category slug or id. */
  category?: string
  /** Subcategory slug or id. */
  subcategory?: string
  orientations?: Orientation[]
  /** Palette colours an image must all carry. */
  colors?: string[]
  /** Only these images (the storefront checking the live prices of a grid). */
  ids?: number[]
  /** Only pictures that print at least at this DPI in some standard size (the home page's blocks). */
  printsWellAt?: number
}

export interface ImageQuery {
  locale: Locale
  sort?: ImageSort
  page: number
  perPage: number
}

function inCategory(db: Database, value: string): SQL {
  const ids = db
    .select({ imageId: imageSubcategories.imageId })
    .from(imageSubcategories)
    .innerJoin(subcategories, eq(subcategories.id, imageSubcategories.subcategoryId))
    .innerJoin(categories, eq(categories.id, subcategories.categoryId))
    .where(slugOrId(categories.slug, categories.id, value))
  return inArray(images.id, ids)
}

function inSubcategory(db: Database, value: string): SQL {
  const ids = db
    .select({ imageId: imageSubcategories.imageId })
    .from(imageSubcategories)
    .innerJoin(subcategories, eq(subcategories.id, imageSubcategories.subcategoryId))
    .where(slugOrId(subcategories.slug, subcategories.id, value))
  return inArray(images.id, ids)
}

const nameLike = (locale: Locale, word: string) =>
  sql`(${images.searchText} ->> ${locale}) like ${likePattern(word)} escape '\\'`

interface FiledName {
  id: number
  name: Localized
  categoryName: Localized
}

/** Subcategories whose name, or whose category's name, holds the word. */
function subcategoriesNamed(names: readonly FiledName[], word: string, locale: Locale): number[] {
  if (word.length < MIN_FILED_WORD) return []
  const holds = (text: Localized) => fold(inLocale(text, locale)).includes(word)
  return names.filter((row) => holds(row.name) || holds(row.categoryName)).map((row) => row.id)
}

/**
 * Every word must be found, diacritics and case aside, in the image's name or in the name of one of
 * its subcategories or their categories ("hory" finds the pictures filed under Hory, too). The few
 * subcategory names are matched here rather than in SQL, which has no diacritic folding.
 */
async function searchCondition(db: Database, search: string, locale: Locale) {
  const words = fold(search).split(/\s+/).filter(Boolean).slice(0, MAX_SEARCH_WORDS)
  if (words.length === 0) return undefined
  const names = await db
    .select({ id: subcategories.id, name: subcategories.name, categoryName: categories.name })
    .from(subcategories)
    .innerJoin(categories, eq(categories.id, subcategories.categoryId))
  let throughSubcategories = false
  const conditions = words.map((word) => {
    const filed = subcategoriesNamed(names, word, locale)
    if (filed.length === 0) return nameLike(locale, word)
    throughSubcategories = true
    const inFiled = db
      .select({ imageId: imageSubcategories.imageId })
      .from(imageSubcategories)
      .where(inArray(imageSubcategories.subcategoryId, filed))
    return or(nameLike(locale, word), inArray(images.id, inFiled))!
  })
  // Pictures whose own name holds every word come before those found only through a subcategory.
  const rank = throughSubcategories
    ? sql`(${and(...words.map((word) => nameLike(locale, word)))}) desc`
    : undefined
  return { where: and(...conditions)!, rank }
}

function ordering(sort: ImageSort, locale: Locale): SQL[] {
  const price = locale === 'cs' ? images.fromPriceCzk : images.fromPriceEur
  // The folded name first: "Šumava" sorts with S whatever the database's collation.
  const folded = sql`(${images.searchText} ->> ${locale})`
  const name = sql`(${images.name} ->> ${locale})`
  switch (sort) {
    case 'popularity':
    case '-popularity':
      return [desc(images.popularity), asc(images.id)]
    case 'created_at':
      return [asc(images.createdAt), asc(images.id)]
    case '-created_at':
      return [desc(images.createdAt), desc(images.id)]
    case 'name':
      return [asc(folded), asc(name), asc(images.id)]
    case '-name':
      return [desc(folded), desc(name), desc(images.id)]
    case 'price':
      return [asc(price), desc(images.popularity), asc(images.id)]
    case '-price':
      return [desc(price), desc(images.popularity), asc(images.id)]
  }
}

/** The condition an image must meet for these filters, and the search's ranking if any. */
async function filterCondition(db: Database, filters: ImageFilters, locale: Locale) {
  const search = filters.search ? await searchCondition(db, filters.search, locale) : undefined
  const where = and(
    onSale(),
    search?.where,
    filters.category ? inCategory(db, filters.category) : undefined,
    filters.subcategory ? inSubcategory(db, filters.subcategory) : undefined,
    filters.orientations?.length ? inArray(images.orientation, filters.orientations) : undefined,
    filters.colors?.length ? arrayContains(images.colors, filters.colors) : undefined,
    filters.ids?.length ? inArray(images.id, filters.ids) : undefined,
    filters.printsWellAt === undefined ? undefined : printsWell(filters.printsWellAt),
  )
  return { where, rank: search?.rank }
}

/**
 * How many of the images these filters find carry each palette colour: as colours must all be
 * carried, that is how many a shopper would see after adding the colour. Colours no image carries
 * are left out.
 */
export async function colourCounts(
  db: Database,
  filters: ImageFilters,
  locale: Locale,
): Promise<Record<string, number>> {
  const { where } = await filterCondition(db, filters, locale)
  const carried = db
    .select({ colour: sql<string>`unnest(${images.colors})`.as('colour') })
    .from(images)
    .where(where)
    .as('carried')
  const rows = await db
    .select({ colour: carried.colour, pictures: count() })
    .from(carried)
    .groupBy(carried.colour)
  return Object.fromEntries(rows.map((row) => [row.colour, Number(row.pictures)]))
}

/** One page of images and how many match in all. */
export async function findImages(
  db: Database,
  filters: ImageFilters,
  query: ImageQuery,
): Promise<{ rows: ImageRow[]; total: number }> {
  const { where, rank } = await filterCondition(db, filters, query.locale)
  const order = ordering(query.sort ?? 'popularity', query.locale)
  // An explicit sort wins over relevance.
  if (rank && !query.sort) order.unshift(rank)

  return countedPage(
    query.page,
    query.perPage,
    // The page's ids first, then their rows: sorting and skipping ids is cheap (an index walk in the
    // default order), sorting whole rows with their texts spilled to disk on deep pages.
    async (limit, offset) => {
      const page = await db
        .select({ id: images.id })
        .from(images)
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset)
      return imagesById(
        db,
        page.map((row) => row.id),
      )
    },
    async () => (await db.select({ value: count() }).from(images).where(where))[0]?.value ?? 0,
  )
}
