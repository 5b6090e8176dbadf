import { resource, toMany, toOne, type Relationship, type ResourceObject } from '../lib/jsonapi.js'
import { inLocale, type Locale } from '../lib/localized.js'
import {
  subcategoryIdsByCategory,
  type CategoryRow,
  type CategoryTree,
  type SubcategoryRow,
} from './categories.js'

/** `name` is the top-bar group (FOTO, ILUSTRACE, AKCE) the storefront tabs by; `title` the full name. */
export function categoryResource(
  category: CategoryRow,
  subcategoryIds: readonly number[],
  locale: Locale,
  extra: Record<string, Relationship> = {},
): ResourceObject {
  return resource(
    'categories',
    category.id,
    {
      name: category.group,
      slug: category.slug,
      title: inLocale(category.name, locale),
      short_name: inLocale(category.shortName, locale),
      description: inLocale(category.description, locale),
      position: category.position,
      image_count: category.imageCount,
    },
    { subcategories: toMany('subcategories', subcategoryIds), ...extra },
  )
}

export function subcategoryResource(subcategory: SubcategoryRow, locale: Locale): ResourceObject {
  return resource(
    'subcategories',
    subcategory.id,
    {
      slug: subcategory.slug,
      name: inLocale(subcategory.name, locale),
      description: inLocale(subcategory.description, locale),
      position: subcategory.position,
      image_count: subcategory.imageCount,
    },
    { category: toOne('categories', subcategory.categoryId) },
  )
}

/** The tree as resources; `extra` adds relationships to a category (the home page's image). */
export function categoryTreeResources(
  tree: CategoryTree,
  locale: Locale,
  extra: (category: CategoryRow) => Record<string, Relationship> = () => ({}),
) {
  const children = subcategoryIdsByCategory(tree.subcategories)
  return {
    categories: tree.categories.map((category) =>
      categoryResource(category, children.get(category.id) ?? [], locale, extra(category)),
    ),
    subcategories: tree.subcategories.map((subcategory) =>
      subcategoryResource(subcategory, locale),
    ),
  }
}
