/**
 * The plugin keeps its own nodes (Gatsby's stateful source nodes): a build creates only the nodes
 * whose content changed since the last one and deletes the ones the API no longer has, instead of
 * creating all 40,000 again and letting Gatsby walk every node to find the untouched ones.
 */
import {
  HOMEPAGE_CATEGORY_TYPE,
  NODE_TYPES,
  POPULAR_PRODUCT_TYPE,
  STARTING_PRICE_TYPE,
  type CatalogueNode,
} from './jsonapi'

/** The content digest of every node the last build sourced, by node id (kept in the plugin's cache). */
export type NodeDigests = Record<string, string>

export const NODE_DIGESTS_KEY = 'node-digests'

/** Every GraphQL type the plugin creates nodes of. */
export const SOURCED_TYPES = [
  ...Object.values(NODE_TYPES),
  HOMEPAGE_CATEGORY_TYPE,
  POPULAR_PRODUCT_TYPE,
  STARTING_PRICE_TYPE,
] as const

export interface NodeChanges {
  /** New nodes and nodes whose content changed: created (again). */
  changed: CatalogueNode[]
  /** Ids of the last build's nodes the API no longer sends: deleted. */
  removed: string[]
  unchanged: number
}

export function nodeChanges(previous: NodeDigests, nodes: readonly CatalogueNode[]): NodeChanges {
  const current = new Set<string>()
  const changed: CatalogueNode[] = []
  for (const node of nodes) {
    current.add(node.id)
    if (previous[node.id] !== node.internal.contentDigest) changed.push(node)
  }
  const removed = Object.keys(previous).filter((id) => !current.has(id))
  return { changed, removed, unchanged: nodes.length - changed.length }
}

export function nodeDigests(
  nodes: ReadonlyArray<{ id: string; internal: { contentDigest: string } }>,
): NodeDigests {
  const digests: NodeDigests = {}
  for (const node of nodes) digests[node.id] = node.internal.contentDigest
  return digests
}
