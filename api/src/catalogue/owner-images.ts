import { and, asc, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm'
import type { Database } from '../db/client.js'
import { categories, images, imageSubcategories, subcategories } from '../db/schema.js'
import { HttpError, invalid } from '../lib/http-error.js'
import { LOCALES, type Localized } from '../lib/localized.js'
import { nearMisses } from '../lib/near-misses.js'
import { likePattern } from '../lib/text.js'
import { imageColumns } from './images.js'

/**
 * The catalogue's pictures as the owner's calls (`/v1/owner/pictures`) see them: hidden ones too,
 * texts in every language; and filing a picture in subcategories, shared by the import and edits.
 */

/** A picture as the owner's calls show it: every language, hidden or not, where it is filed. */
export interface OwnerImage {
  id: number
  name: Localized
  description: Localized
  hidden: boolean
  kind: string
  width: number
  height: number
  orientation: string
  colors: string[]
  /** The blurred WebP shown while the picture loads, as a data URI. */
  placeholder: string
  author: string
  licence: string
  source: string
  from_price_czk: number
  from_price_eur: number
  subcategories: string[]
  categories: string[]
  updated_at: string
}

/** What the owner sees of a picture: what shoppers see, and its kind and source. */
const ownerImageColumns = {
  ...imageColumns,
  kind: images.kind,
  source: images.source,
}

export type OwnerImageRow = Awaited<ReturnType<typeof selectOwnerImages>>[number]

export function selectOwnerImages(db: Database, where: SQL | undefined) {
  return db.select(ownerImageColumns).from(images).where(where)
}

export const imageNotFound = (id: number) =>
  new HttpError(404, 'owner.pictures.not_found', undefined, { id })

/** The pictures' rows as the owner sees them, with their subcategory and category slugs. */
export async function ownerImages(
  db: Database,
  rows: readonly OwnerImageRow[],
): Promise<OwnerImage[]> {
  const ids = rows.map((row) => row.id)
  const links = ids.length
    ? await db
        .select({
          imageId: imageSubcategories.imageId,
          subcategory: subcategories.slug,
          category: categories.slug,
        })
        .from(imageSubcategories)
        .innerJoin(subcategories, eq(subcategories.id, imageSubcategories.subcategoryId))
        .innerJoin(categories, eq(categories.id, subcategories.categoryId))
        .where(inArray(imageSubcategories.imageId, ids))
        .orderBy(asc(categories.position), asc(subcategories.position), asc(subcategories.id))
    : []
  return rows.map((row) => {
    const own = links.filter((link) => link.imageId === row.id)
    return {
      id: row.id,
      name: row.name,
      description: row.description,
      hidden: row.hidden,
      kind: row.kind,
      width: row.width,
      height: row.height,
      orientation: row.orientation,
      colors: row.colors,
      placeholder: row.placeholder,
      author: row.author,
      licence: row.licence,
      source: row.source,
      from_price_czk: row.fromPriceCzk,
      from_price_eur: row.fromPriceEur,
      subcategories: own.map((link) => link.subcategory),
      categories: [...new Set(own.map((link) => link.category))],
      updated_at: row.updatedAt.toISOString(),
    }
  })
}

/** One picture as the owner sees it, or a 404 naming the id. */
export async function ownerImage(db: Database, id: number): Promise<OwnerImage> {
  const [row] = await selectOwnerImages(db, eq(images.id, id))
  if (!row) throw imageNotFound(id)
  return (await ownerImages(db, [row]))[0]!
}

export interface OwnerImageQuery {
  /** Only the hidden ones. */
  hidden: boolean
  /** Words all found in the name in any language, diacritics and case aside. */
  search?: string
  limit: number
}

/** The newest pictures first (hidden ones too, unless only those are asked for), and how many match. */
export async function listOwnerImages(
  db: Database,
  query: OwnerImageQuery,
): Promise<{ pictures: OwnerImage[]; total: number }> {
  const words = (query.search ?? '').split(/\s+/).filter(Boolean)
  const where = and(
    query.hidden ? eq(images.hidden, true) : undefined,
    ...words.map((word) =>
      or(
        ...LOCALES.map(
          (locale) =>
            sql`(${images.searchText} ->> ${locale}) like ${likePattern(word)} escape '\\'`,
        ),
      )!,
    ),
  )
  const [rows, [counted]] = await Promise.all([
    selectOwnerImages(db, where).orderBy(desc(images.id)).limit(query.limit),
    db.select({ value: count() }).from(images).where(where),
  ])
  return { pictures: await ownerImages(db, rows), total: counted?.value ?? 0 }
}

export interface FiledSubcategory {
  id: number
  slug: string
  categorySlug: string
  group: string
}

/** The subcategories with these slugs, in the order given; an unknown one is a 422 naming it. */
export async function subcategoriesBySlug(
  db: Database,
  slugs: readonly string[],
): Promise<FiledSubcategory[]> {
  const wanted = [...new Set(slugs)]
  const rows = await db
    .select({
      id: subcategories.id,
      slug: subcategories.slug,
      categorySlug: categories.slug,
      group: categories.group,
    })
    .from(subcategories)
    .innerJoin(categories, eq(categories.id, subcategories.categoryId))
    .where(inArray(subcategories.slug, wanted))
  const bySlug = new Map(rows.map((row) => [row.slug, row]))
  const unknown = wanted.find((slug) => !bySlug.has(slug))
  if (unknown) {
    const all = await db.select({ slug: subcategories.slug }).from(subcategories)
    const near = nearMisses(
      unknown,
      all.map((row) => row.slug),
    )
    throw invalid(
      'subcategories',
      near.length
        ? 'owner.pictures.unknown_subcategory_near'
        : 'owner.pictures.unknown_subcategory',
      { slug: unknown, near: near.join(', ') },
    )
  }
  return wanted.map((slug) => bySlug.get(slug)!)
}

/** Files the picture in exactly these subcategories (and so in their categories). */
export async function fileInSubcategories(
  tx: Database,
  imageId: number,
  filed: readonly FiledSubcategory[],
): Promise<void> {
  await tx.delete(imageSubcategories).where(eq(imageSubcategories.imageId, imageId))
  await tx
    .insert(imageSubcategories)
    .values(filed.map((subcategory) => ({ imageId, subcategoryId: subcategory.id })))
}
