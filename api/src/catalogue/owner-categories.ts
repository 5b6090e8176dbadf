import { asc } from 'drizzle-orm'
import type { Database } from '../db/client.js'
import { categories, subcategories } from '../db/schema.js'
import type { Localized } from '../lib/localized.js'

/** A category as `npm run shop -- categories list` shows it: its subcategories' slugs file pictures. */
export interface OwnerCategory {
  slug: string
  group: string
  name: Localized
  subcategories: { slug: string; name: Localized }[]
}

/** Every category (empty promotion ones too) with its subcategories, each by position. */
export async function ownerCategories(db: Database): Promise<OwnerCategory[]> {
  const [parents, children] = await Promise.all([
    db
      .select({
        id: categories.id,
        slug: categories.slug,
        group: categories.group,
        name: categories.name,
      })
      .from(categories)
      .orderBy(asc(categories.group), asc(categories.position), asc(categories.id)),
    db
      .select({
        categoryId: subcategories.categoryId,
        slug: subcategories.slug,
        name: subcategories.name,
      })
      .from(subcategories)
      .orderBy(asc(subcategories.position), asc(subcategories.id)),
  ])
  return parents.map(({ id, ...category }) => ({
    ...category,
    subcategories: children
      .filter((child) => child.categoryId === id)
      .map(({ slug, name }) => ({ slug, name })),
  }))
}
