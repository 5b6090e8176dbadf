import type {
  JsonApiDocument,
  ResourceIdentifier,
  ResourceObject as Resource,
} from '@print-shop/shop-domain/jsonapi'

/**
 * JSON:API documents flattened into plain objects: attributes and id on one level, relationships
 * replaced by the related objects from `included`. Recursion stops after 50 visits per item, so a
 * cycle (a basket item pointing back to its basket) cannot loop forever.
 */
export type { JsonApiDocument, Resource, ResourceIdentifier }

export const MAX_VISITS = 50

type Flat = Record<string, unknown>

function key({ type, id }: ResourceIdentifier) {
  return `${type}:${id}`
}

function flattenResource(
  resource: Resource,
  index: Map<string, Resource>,
  visits: { count: number },
): Flat {
  const flat: Flat = { ...resource.attributes, id: resource.id, type: resource.type }
  for (const [name, relationship] of Object.entries(resource.relationships ?? {})) {
    const data = relationship.data
    const resolve = (identifier: ResourceIdentifier): Flat => {
      const related = index.get(key(identifier))
      if (!related || visits.count >= MAX_VISITS)
        return { id: identifier.id, type: identifier.type }
      visits.count += 1
      return flattenResource(related, index, visits)
    }
    if (Array.isArray(data)) flat[name] = data.map(resolve)
    else flat[name] = data ? resolve(data) : null
  }
  return flat
}

/** Flattens a document's `data` (one resource or a list) with its relationships resolved. */
export function flatten<T>(document: JsonApiDocument<Resource>): T
export function flatten<T>(document: JsonApiDocument<Resource[]>): T[]
export function flatten<T>(document: JsonApiDocument<Resource | Resource[]>): T | T[] {
  const index = new Map<string, Resource>()
  for (const resource of [...(document.included ?? []), ...[document.data].flat()]) {
    index.set(key(resource), resource)
  }
  const one = (resource: Resource) => flattenResource(resource, index, { count: 0 }) as T
  return Array.isArray(document.data) ? document.data.map(one) : one(document.data)
}
