import type { PrintQualityThresholds } from '@print-shop/shop-domain/print-quality'

/**
 * What the feeds read of the sourced catalogue, in every language: the pictures with their pixels
 * and filing, the layouts with their prices and papers, the delivery methods with their prices,
 * and the print-quality thresholds the shop serves (GET /shop).
 */
export interface FeedCatalogue {
  images: { nodes: readonly FeedPicture[] }
  layouts: { nodes: readonly FeedLayout[] }
  deliveryMethods: { nodes: readonly FeedDeliveryMethod[] }
  facts: { name: string; printQuality: PrintQualityThresholds } | null
}

export interface FeedPicture {
  apiId: string
  language: string
  name: string
  description: string
  url: string
  mediaUrl?: string | null
  width: number
  height: number
  scalable?: boolean | null
  categories: ReadonlyArray<{ apiId: string; title: string }>
  subcategories: ReadonlyArray<{ name: string; category?: { apiId: string } | null }>
}

export interface FeedLayout {
  apiId: string
  language: string
  name: string
  minSideMm: number
  maxSideMm: number
  sizes: ReadonlyArray<{ widthMm: number; heightMm: number; price: number }>
  productionDays: number
  papers: ReadonlyArray<{ surchargePercent: number }>
}

export interface FeedDeliveryMethod {
  apiId: string
  language: string
  slug: string
  kind: string
  carrier?: string | null
  name: string
  price: number
  countries: readonly string[]
  excludedCountries: readonly string[]
  transitDays: number
}

/** The query `writeFeeds` runs once per build: the catalogue's order is the API's (`rank`). */
/** What the node store gives: the sourced nodes by type, and one node by its id. */
export interface NodeStore {
  getNodesByType: (type: string) => ReadonlyArray<Record<string, unknown>>
  getNode: (id: string) => Record<string, unknown> | undefined
}

type Fields = Record<string, unknown>

/**
 * The catalogue from Gatsby's node store, as the source plugin made it
 * (plugins/gatsby-source-print-shop): scalar fields as they are, a linked node by its id. Read in
 * memory rather than by a GraphQL query over every picture in every language, which at 10,000
 * pictures would resolve 40,000 nodes' links on every build (the site map reads its pages the same
 * way, plugins/gatsby-plugin-build-scale `builtPages`).
 */
export function sourcedCatalogue({ getNodesByType, getNode }: NodeStore): FeedCatalogue {
  const byRank = (type: string) =>
    [...getNodesByType(type)].sort((a, b) => Number(a.rank) - Number(b.rank))
  // A few hundred categories and subcategories, linked from every picture: each read once.
  const read = new Map<string, Fields | undefined>()
  const nodeOf = (id: string) => {
    if (!read.has(id)) read.set(id, getNode(id))
    return read.get(id)
  }
  const linked = (ids: unknown): Fields[] =>
    (Array.isArray(ids) ? ids : []).flatMap((id) => {
      const node = typeof id === 'string' ? nodeOf(id) : undefined
      return node ? [node] : []
    })
  const images = byRank('PrintShopImage').map((node): FeedPicture => ({
    apiId: String(node.apiId),
    language: String(node.language),
    name: String(node.name),
    description: String(node.description ?? ''),
    url: String(node.url),
    mediaUrl: (node.mediaUrl as string | null | undefined) ?? null,
    width: Number(node.width),
    height: Number(node.height),
    scalable: node.scalable === true,
    categories: linked(node.categories).map((category) => ({
      apiId: String(category.apiId),
      title: String(category.title),
    })),
    subcategories: linked(node.subcategories).map((subcategory) => {
      const [category] = linked([subcategory.category])
      return {
        name: String(subcategory.name),
        category: category ? { apiId: String(category.apiId) } : null,
      }
    }),
  }))
  const layouts = byRank('PrintShopLayout').map((node): FeedLayout => ({
    apiId: String(node.apiId),
    language: String(node.language),
    name: String(node.name),
    minSideMm: Number(node.minSideMm),
    maxSideMm: Number(node.maxSideMm),
    sizes: (node.sizes as FeedLayout['sizes'] | undefined) ?? [],
    productionDays: Number(node.productionDays),
    papers: linked(node.papers).map((paper) => ({
      surchargePercent: Number(paper.surchargePercent),
    })),
  }))
  const deliveryMethods = byRank('PrintShopDeliveryMethod').map((node): FeedDeliveryMethod => ({
    apiId: String(node.apiId),
    language: String(node.language),
    slug: String(node.slug),
    kind: String(node.kind),
    carrier: (node.carrier as string | null | undefined) ?? null,
    name: String(node.name),
    price: Number(node.price),
    countries: (node.countries as string[] | undefined) ?? [],
    excludedCountries: (node.excludedCountries as string[] | undefined) ?? [],
    transitDays: Number(node.transitDays),
  }))
  const [facts] = getNodesByType('PrintShopFacts')
  return {
    images: { nodes: images },
    layouts: { nodes: layouts },
    deliveryMethods: { nodes: deliveryMethods },
    facts: facts
      ? {
          name: String(facts.name),
          printQuality: facts.printQuality as PrintQualityThresholds,
        }
      : null,
  }
}
