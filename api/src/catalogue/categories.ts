import { and, asc, eq, inArray, or, sql, type SQL } from 'drizzle-orm'
import type { Database } from '../db/client.js'
import { categories, images, imageSubcategories, subcategories } from '../db/schema.js'

/** A slug, or a numeric id, names a category or subcategory. */
export function slugOrId(
  slug: typeof categories.slug | typeof subcategories.slug,
  id: typeof categories.id | typeof subcategories.id,
  value: string,
): SQL | undefined {
  return /^\d{1,9}$/.test(value) ? or(eq(slug, value), eq(id, Number(value))) : eq(slug, value)
}

/** The top-bar groups in the order the shop shows them. */
const groupRank = sql`case ${categories.group} when 'FOTO' then 0 when 'ILUSTRACE' then 1 when 'AKCE' then 2 else 3 end`

// Correlated subqueries built with the query builder: in a single-table select list Drizzle leaves
// columns unqualified, which would bind the outer id to the inner table. Hidden images do not count.
const categoryImageCount = (db: Database) =>
  sql<number>`(${db
    .select({ value: sql`count(distinct ${imageSubcategories.imageId})::int` })
    .from(imageSubcategories)
    .innerJoin(subcategories, eq(subcategories.id, imageSubcategories.subcategoryId))
    .innerJoin(images, and(eq(images.id, imageSubcategories.imageId), eq(images.hidden, false)))
    .where(eq(subcategories.categoryId, categories.id))})`.mapWith(Number)

const subcategoryImageCount = (db: Database) =>
  sql<number>`(${db
    .select({ value: sql`count(*)::int` })
    .from(imageSubcategories)
    .innerJoin(images, and(eq(images.id, imageSubcategories.imageId), eq(images.hidden, false)))
    .where(eq(imageSubcategories.subcategoryId, subcategories.id))})`.mapWith(Number)

const categoryColumns = (db: Database) => ({
  id: categories.id,
  group: categories.group,
  slug: categories.slug,
  name: categories.name,
  shortName: categories.shortName,
  description: categories.description,
  position: categories.position,
  imageCount: categoryImageCount(db),
})

const subcategoryColumns = (db: Database) => ({
  id: subcategories.id,
  categoryId: subcategories.categoryId,
  slug: subcategories.slug,
  name: subcategories.name,
  description: subcategories.description,
  position: subcategories.position,
  imageCount: subcategoryImageCount(db),
})

export type CategoryRow = Awaited<ReturnType<typeof selectCategories>>[number]
export type SubcategoryRow = Awaited<ReturnType<typeof selectSubcategories>>[number]

function selectCategories(db: Database, where?: SQL) {
  return db
    .select(categoryColumns(db))
    .from(categories)
    .where(where)
    .orderBy(groupRank, asc(categories.position), asc(categories.id))
}

function selectSubcategories(db: Database, where?: SQL) {
  return db
    .select(subcategoryColumns(db))
    .from(subcategories)
    .where(where)
    .orderBy(asc(subcategories.position), asc(subcategories.id))
}

export interface CategoryTree {
  categories: CategoryRow[]
  /** Every subcategory of those categories, in category order and then by position. */
  subcategories: SubcategoryRow[]
}

/**
 * Categories (in top-bar order) with their subcategories and image counts, in two queries.
 * AKCE (promotion) categories without any image are left out: the top bar hides an empty AKCE tab.
 */
export async function loadCategoryTree(db: Database, where?: SQL): Promise<CategoryTree> {
  const rows = (await selectCategories(db, where)).filter(
    (row) => row.group !== 'AKCE' || row.imageCount > 0,
  )
  if (rows.length === 0) return { categories: [], subcategories: [] }
  const rank = new Map(rows.map((row, index) => [row.id, index]))
  const children = await selectSubcategories(
    db,
    inArray(subcategories.categoryId, [...rank.keys()]),
  )
  children.sort((a, b) => rank.get(a.categoryId)! - rank.get(b.categoryId)!)
  return { categories: rows, subcategories: children }
}

/** Subcategory ids per category id, keeping the subcategories' order. */
export function subcategoryIdsByCategory(rows: readonly SubcategoryRow[]): Map<number, number[]> {
  const byCategory = new Map<number, number[]>()
  for (const row of rows)
    byCategory.set(row.categoryId, [...(byCategory.get(row.categoryId) ?? []), row.id])
  return byCategory
}

/** The category tree of one category (by slug or id), or of all. */
export function categoryTreeOf(db: Database, category: string | undefined): Promise<CategoryTree> {
  const where =
    category === undefined ? undefined : slugOrId(categories.slug, categories.id, category)
  return loadCategoryTree(db, where)
}

/** The categories an image is filed in, with their subcategories. */
export async function categoryTreeOfIds(
  db: Database,
  ids: readonly number[],
): Promise<CategoryTree> {
  if (!ids.length) return { categories: [], subcategories: [] }
  return loadCategoryTree(db, inArray(categories.id, [...ids]))
}
