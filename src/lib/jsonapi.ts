import type { Static, TSchema } from 'typebox'
import { camelCase, flatten as flattenOne, type Flat } from '@print-shop/shop-domain/camel-case'
import type { AnyResource, Flattened } from '@print-shop/shop-domain/responses/jsonapi'

/**
 * JSON:API documents flattened into the storefront's plain objects: id and attributes on one level,
 * camel-cased (shop-domain's `flatten`), and relationships replaced by the related resources from
 * `included`, flattened the same way. The types come from the contract's response schemas
 * (shop-domain/responses, types only: no TypeBox in the browser): a resource schema's declared
 * relationships type what is read through them (`Flattened`). Recursion stops after 50 visits per
 * item, so a cycle (a basket item pointing back to its basket) cannot loop forever.
 */
export type { AnyResource as Resource, Flat, Flattened }

export const MAX_VISITS = 50

/** What `flatten` reads of a document: its data and what it includes. */
export interface JsonApiDocument<Data extends AnyResource | AnyResource[]> {
  data: Data
  included?: AnyResource[]
}

type Loose = Record<string, unknown>

const key = ({ type, id }: { type: string; id: string }) => `${type}:${id}`

function flattenResource(
  resource: AnyResource,
  index: Map<string, AnyResource>,
  visits: { count: number },
): Loose {
  const flat: Loose = flattenOne(resource)
  for (const [name, relationship] of Object.entries(resource.relationships ?? {})) {
    const data = relationship.data
    const resolve = (identifier: { type: string; id: string }): Loose => {
      const related = index.get(key(identifier))
      if (!related || visits.count >= MAX_VISITS)
        return { id: identifier.id, type: identifier.type }
      visits.count += 1
      return flattenResource(related, index, visits)
    }
    flat[camelCase(name)] = Array.isArray(data) ? data.map(resolve) : data ? resolve(data) : null
  }
  return flat
}

/**
 * Flattens a document's `data` (one resource or a list) with its relationships resolved. Typed by
 * the document, it gives the attributes; given the resource's schema (`flatten<typeof
 * basketResource>`), also what its declared relationships hold.
 */
export function flatten<Data extends AnyResource>(document: JsonApiDocument<Data>): Flat<Data>
export function flatten<Data extends AnyResource>(document: JsonApiDocument<Data[]>): Flat<Data>[]
export function flatten<Schema extends TSchema>(
  document: JsonApiDocument<Static<Schema> & AnyResource>,
): Flattened<Schema>
export function flatten<Schema extends TSchema>(
  document: JsonApiDocument<(Static<Schema> & AnyResource)[]>,
): Flattened<Schema>[]
export function flatten(document: JsonApiDocument<AnyResource | AnyResource[]>): Loose | Loose[] {
  const index = new Map<string, AnyResource>()
  for (const resource of [...(document.included ?? []), ...[document.data].flat()]) {
    index.set(key(resource), resource)
  }
  const one = (resource: AnyResource) => flattenResource(resource, index, { count: 0 })
  return Array.isArray(document.data) ? document.data.map(one) : one(document.data)
}

/** The fields of a flat resource the storefront keeps: names checked against the contract. */
export function pick<Value extends object, Key extends keyof Value>(
  value: Value,
  keys: readonly Key[],
): Pick<Value, Key> {
  return Object.fromEntries(keys.map((name) => [name, value[name]])) as Pick<Value, Key>
}
