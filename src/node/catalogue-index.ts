import { RELATED_PRODUCTS } from '../config/catalogue'

/** What the build reads to lay out the catalogue pages (one language: the ids are the same in all). */
export interface CatalogueSource {
  categories: { nodes: ReadonlyArray<{ apiId: string; slug: string }> }
  subcategories: {
    nodes: ReadonlyArray<{
      apiId: string
      slug: string
      category: { apiId: string; slug: string } | null
    }>
  }
  /** Most popular first. */
  images: {
    nodes: ReadonlyArray<{
      apiId: string
      categories: ReadonlyArray<{ apiId: string }>
      subcategories: ReadonlyArray<{ apiId: string }>
    }>
  }
}

export interface CatalogueIndex {
  categories: Array<{ apiId: string; slug: string; imageIds: string[]; coverId?: string }>
  subcategories: Array<{ apiId: string; slug: string; categorySlug?: string; imageIds: string[] }>
  images: Array<{ apiId: string; relatedIds: string[] }>
  popular: string[]
}

function push(map: Map<string, string[]>, key: string, value: string) {
  const list = map.get(key)
  if (list) list.push(value)
  else map.set(key, [value])
}

/**
 * Which images each category and subcategory lists (in popularity order), and each product's related
 * images: the most popular others of its subcategories, then of its categories, most popular first.
 */
export function catalogueIndex(source: CatalogueSource): CatalogueIndex {
  const byCategory = new Map<string, string[]>()
  const bySubcategory = new Map<string, string[]>()
  for (const image of source.images.nodes) {
    for (const category of image.categories) push(byCategory, category.apiId, image.apiId)
    for (const subcategory of image.subcategories)
      push(bySubcategory, subcategory.apiId, image.apiId)
  }

  const rank = new Map(source.images.nodes.map((image, position) => [image.apiId, position]))
  const byRank = (ids: Iterable<string>) =>
    [...ids].sort((a, b) => (rank.get(a) ?? 0) - (rank.get(b) ?? 0))

  // Chosen from the subcategories first, shown most popular first.
  const related = (image: CatalogueSource['images']['nodes'][number]) => {
    const found = new Set<string>()
    const pools = [
      ...image.subcategories.map((subcategory) => bySubcategory.get(subcategory.apiId) ?? []),
      ...image.categories.map((category) => byCategory.get(category.apiId) ?? []),
    ]
    for (const pool of pools) {
      for (const id of pool) {
        if (found.size >= RELATED_PRODUCTS) return byRank(found)
        if (id !== image.apiId) found.add(id)
      }
    }
    return byRank(found)
  }

  return {
    categories: source.categories.nodes.map((category) => {
      const imageIds = byCategory.get(category.apiId) ?? []
      return { ...category, imageIds, coverId: imageIds[0] }
    }),
    subcategories: source.subcategories.nodes.map((subcategory) => ({
      apiId: subcategory.apiId,
      slug: subcategory.slug,
      categorySlug: subcategory.category?.slug,
      imageIds: bySubcategory.get(subcategory.apiId) ?? [],
    })),
    images: source.images.nodes.map((image) => ({
      apiId: image.apiId,
      relatedIds: related(image),
    })),
    popular: source.images.nodes.map((image) => image.apiId),
  }
}
