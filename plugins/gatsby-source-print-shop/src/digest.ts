import path from 'node:path'
import { asList, documentKey } from './fetch'
import type { JsonApiDocument, NodeHelpers } from './jsonapi'

/**
 * Where a successful build records the digest of the catalogue it shows; `npm run rebuild` compares
 * the API's catalogue against it and skips the build when nothing changed.
 */
export const DIGEST_FILE = path.join('.cache', 'print-shop-catalogue.json')

/** What a build recorded: the whole catalogue's digest and, per entry, a digest of its own content. */
export interface BuiltCatalogue {
  digest: string
  builtAt: string
  /** `{type}:{id}` → digest, in the first language (older builds did not record it). */
  entries?: Record<string, string>
}

/** What a visitor's session adds to an entry, not the catalogue. */
const VISITOR_ATTRIBUTES = new Set(['is_favorite'])

/**
 * Each resource the documents of one language hold, as `{type}:{id}`, with a digest of what it says
 * (its attributes and links; not where a list placed it: a new picture moves all the others down).
 * A resource found in several documents (a picture in a list and among the popular ones) gets one
 * digest of all its appearances, whatever order the documents were read in.
 */
export function catalogueEntries(
  documents: ReadonlyArray<[key: string, document: JsonApiDocument]>,
  language: string,
  createContentDigest: NodeHelpers['createContentDigest'],
): Record<string, string> {
  const seen = new Map<string, Set<string>>()
  for (const [key, document] of documents) {
    if (!key.startsWith(documentKey(language, ''))) continue
    for (const resource of [...asList(document.data), ...(document.included ?? [])]) {
      const attributes = Object.fromEntries(
        Object.entries(resource.attributes ?? {}).filter(([name]) => !VISITOR_ATTRIBUTES.has(name)),
      )
      const text = JSON.stringify({ attributes, relationships: resource.relationships ?? {} })
      const entry = `${resource.type}:${resource.id}`
      if (!seen.has(entry)) seen.set(entry, new Set())
      seen.get(entry)!.add(text)
    }
  }
  const entries: Record<string, string> = {}
  for (const [entry, texts] of seen)
    entries[entry] = createContentDigest([...texts].sort().join('\n'))
  return entries
}

export interface CatalogueChanges {
  added: string[]
  changed: string[]
  removed: string[]
}

/** Per resource type (images, layouts…), the ids added, changed and removed. */
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

/** e.g. `pictures: 1 added (61), 2 changed (12, 31); 1 other entry (layouts)`. */
export function describeChanges(changes: Map<string, CatalogueChanges>): string {
  const parts: string[] = []
  const pictures = changes.get('images')
  if (pictures) {
    const said = (['added', 'changed', 'removed'] as const)
      .filter((kind) => pictures[kind].length)
      .map((kind) => `${pictures[kind].length} ${kind}${ids(pictures[kind])}`)
    if (said.length) parts.push(`pictures: ${said.join(', ')}`)
  }
  const others = [...changes].filter(
    ([type, kinds]) =>
      type !== 'images' && kinds.added.length + kinds.changed.length + kinds.removed.length,
  )
  if (others.length) {
    const count = others.reduce(
      (sum, [, kinds]) => sum + kinds.added.length + kinds.changed.length + kinds.removed.length,
      0,
    )
    const types = others.map(([type]) => type).join(', ')
    parts.push(`${count} other entr${count === 1 ? 'y' : 'ies'} (${types})`)
  }
  return parts.length ? parts.join('; ') : 'no entry of the first language differs'
}
