/** JSON:API resources as Gatsby nodes: attributes become camelCase fields, relationships node ids. */
// By path, not by the package's name: Gatsby compiles this plugin with Parcel, which leaves package
// imports to Node at run time, and the shop domain is TypeScript that Node does not load.
import { camelCase, camelCased } from '../../../packages/shop-domain/src/camel-case'
import type {
  JsonApiDocument,
  Relationship,
  ResourceIdentifier,
  ResourceObject as Resource,
} from '@print-shop/shop-domain/jsonapi'

export type { JsonApiDocument, Relationship, ResourceIdentifier, Resource }

/** The JSON:API types the catalogue is made of, and the GraphQL type of each. */
export const NODE_TYPES = {
  categories: 'PrintShopCategory',
  subcategories: 'PrintShopSubcategory',
  images: 'PrintShopImage',
  carousel_items: 'PrintShopCarouselItem',
  banners: 'PrintShopBanner',
  layouts: 'PrintShopLayout',
  papers: 'PrintShopPaper',
  delivery_methods: 'PrintShopDeliveryMethod',
  promotions: 'PrintShopPromotion',
  shop: 'PrintShopFacts',
} as const
export type ResourceType = keyof typeof NODE_TYPES

/** Node types that are not a JSON:API resource of their own: a place in a home-page list. */
export const HOMEPAGE_CATEGORY_TYPE = 'PrintShopHomepageCategory'
export const POPULAR_PRODUCT_TYPE = 'PrintShopPopularProduct'
/** The price a product page's configurator starts with (see source.ts, `layoutNodes`). */
export const STARTING_PRICE_TYPE = 'PrintShopStartingPrice'

/** Per visitor, not catalogue: a pre-rendered page must not carry them. */
export const VISITOR_ATTRIBUTES: ReadonlySet<string> = new Set(['is_favorite'])

export interface NodeHelpers {
  createNodeId: (input: string) => string
  createContentDigest: (input: string | object) => string
}

export interface CatalogueNode {
  id: string
  apiId: string
  language: string
  parent: null
  children: []
  internal: { type: string; contentDigest: string }
  [field: string]: unknown
}

/** The stable key of one resource in one language; createNodeId turns it into the node id. */
export function nodeKey(type: string, id: string, language: string): string {
  return `print-shop:${language}:${type}:${id}`
}

function isSourced(type: string): type is ResourceType {
  return Object.prototype.hasOwnProperty.call(NODE_TYPES, type)
}

/**
 * Relationship ids as node ids in the same language. Links to types the plugin does not source are
 * dropped, so every `@link` resolves.
 */
export function linkIds(
  relationship: Relationship | undefined,
  language: string,
  helpers: Pick<NodeHelpers, 'createNodeId'>,
): string | string[] | null {
  const data = relationship?.data
  const toId = (target: ResourceIdentifier) =>
    helpers.createNodeId(nodeKey(target.type, target.id, language))
  if (Array.isArray(data)) return data.filter((target) => isSourced(target.type)).map(toId)
  return data && isSourced(data.type) ? toId(data) : null
}

/** One resource in one language as a node; `extra` adds fields (a rank, a kind). */
export function resourceToNode(
  resource: Resource,
  language: string,
  helpers: NodeHelpers,
  options: { type?: string; key?: string; extra?: Record<string, unknown> } = {},
): CatalogueNode {
  const fields: Record<string, unknown> = {}
  for (const [name, value] of Object.entries(resource.attributes ?? {})) {
    if (!VISITOR_ATTRIBUTES.has(name)) fields[camelCase(name)] = camelCased(value)
  }
  for (const [name, relationship] of Object.entries(resource.relationships ?? {})) {
    fields[camelCase(name)] = linkIds(relationship, language, helpers)
  }
  const type = options.type ?? (isSourced(resource.type) ? NODE_TYPES[resource.type] : undefined)
  if (!type) throw new Error(`No node type for JSON:API type "${resource.type}"`)
  const content = { ...fields, ...options.extra, apiId: resource.id, language }
  return {
    ...content,
    id: helpers.createNodeId(options.key ?? nodeKey(resource.type, resource.id, language)),
    parent: null,
    children: [],
    // The JSON text, not the object: hashing a string skips the key sorting Gatsby's object hashing
    // does (the keys come in the API's order and the extras' fixed order, the same every build).
    internal: { type, contentDigest: helpers.createContentDigest(JSON.stringify(content)) },
  }
}
