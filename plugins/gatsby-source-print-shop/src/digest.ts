import path from 'node:path'
import type { CatalogueNode, NodeHelpers } from './jsonapi'

/**
 * Where a successful build records the digest of the catalogue it shows; `npm run rebuild` compares
 * the API's catalogue against it and skips the build when nothing changed.
 */
export const DIGEST_FILE = path.join('.cache', 'print-shop-catalogue.json')

/** What a build recorded: the whole catalogue's digest and, per entry, a digest of its own content. */
export interface BuiltCatalogue {
  digest: string
  builtAt: string
  /** `{type}:{apiId}` → digest, in the first language (older builds did not record it). */
  entries?: Record<string, string>
}

/** Fields that place an entry among the others rather than describe it: a new picture moves them all. */
const PLACEMENT = new Set(['id', 'parent', 'children', 'internal', 'rank', 'position'])

/** Each entry of one language by type and id, with a digest of what it says. */
export function catalogueEntries(
  nodes: readonly CatalogueNode[],
  language: string,
  createContentDigest: NodeHelpers['createContentDigest'],
): Record<string, string> {
  const entries: Record<string, string> = {}
  for (const node of nodes) {
    if (node.language !== language) continue
    const content = Object.entries(node).filter(([field]) => !PLACEMENT.has(field))
    entries[`${node.internal.type}:${node.apiId}`] = createContentDigest(JSON.stringify(content))
  }
  return entries
}

export interface CatalogueChanges {
  added: string[]
  changed: string[]
  removed: string[]
}

/** Per node type (PrintShopImage, PrintShopLayout…), the ids added, changed and removed. */
export function catalogueChanges(
  before: Record<string, string>,
  after: Record<string, string>,
): Map<string, CatalogueChanges> {
  const changes = new Map<string, CatalogueChanges>()
  const of = (key: string) => {
    const [type, id] = [key.slice(0, key.indexOf(':')), key.slice(key.indexOf(':') + 1)]
    if (!changes.has(type))
      changes.set(type, { added: [], changed: [], removed: [] } satisfies CatalogueChanges)
    return { kind: changes.get(type)!, id }
  }
  for (const [key, digest] of Object.entries(after)) {
    if (!(key in before)) {
      const { kind, id } = of(key)
      kind.added.push(id)
    } else if (before[key] !== digest) {
      const { kind, id } = of(key)
      kind.changed.push(id)
    }
  }
  for (const key of Object.keys(before))
    if (!(key in after)) {
      const { kind, id } = of(key)
      kind.removed.push(id)
    }
  return changes
}

const ids = (list: string[]) =>
  list.length <= 5 ? ` (${list.join(', ')})` : ` (${list.slice(0, 5).join(', ')}…)`

/** e.g. `pictures: 1 added (61), 2 changed (12, 31); other entries: 1 changed (PrintShopLayout)`. */
export function describeChanges(changes: Map<string, CatalogueChanges>): string {
  const parts: string[] = []
  const pictures = changes.get('PrintShopImage')
  if (pictures) {
    const said = (['added', 'changed', 'removed'] as const)
      .filter((kind) => pictures[kind].length)
      .map((kind) => `${pictures[kind].length} ${kind}${ids(pictures[kind])}`)
    if (said.length) parts.push(`pictures: ${said.join(', ')}`)
  }
  const others = [...changes].filter(
    ([type, kinds]) =>
      type !== 'PrintShopImage' && kinds.added.length + kinds.changed.length + kinds.removed.length,
  )
  if (others.length) {
    const count = others.reduce(
      (sum, [, kinds]) => sum + kinds.added.length + kinds.changed.length + kinds.removed.length,
      0,
    )
    const types = others.map(([type]) => type.replace(/^PrintShop/, '')).join(', ')
    parts.push(`${count} other entr${count === 1 ? 'y' : 'ies'} (${types})`)
  }
  return parts.length ? parts.join('; ') : 'no entry of the first language differs'
}
