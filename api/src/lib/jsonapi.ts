/** JSON:API documents: what every response of the API looks like, and builders for them. */
import type {
  JsonApiDocument,
  ListMeta,
  Relationship,
  ResourceIdentifier,
  ResourceObject,
} from '@print-shop/shop-domain/jsonapi'

export type { JsonApiDocument, ListMeta, Relationship, ResourceIdentifier, ResourceObject }

export function resource(
  type: string,
  id: number | string,
  attributes: Record<string, unknown>,
  relationships?: Record<string, Relationship>,
): ResourceObject {
  return relationships
    ? { type, id: String(id), attributes, relationships }
    : { type, id: String(id), attributes }
}

export function identifier(type: string, id: number | string): ResourceIdentifier {
  return { type, id: String(id) }
}

export function toOne(type: string, id: number | string | null | undefined): Relationship {
  return { data: id == null ? null : identifier(type, id) }
}

export function toMany(type: string, ids: readonly (number | string)[]): Relationship {
  return { data: ids.map((id) => identifier(type, id)) }
}

/** Collects included resources once each, in the order they were first added. */
export class Included {
  readonly #resources = new Map<string, ResourceObject>()

  add(...resources: ResourceObject[]): this {
    for (const item of resources) {
      const key = `${item.type}:${item.id}`
      if (!this.#resources.has(key)) this.#resources.set(key, item)
    }
    return this
  }

  list(): ResourceObject[] {
    return [...this.#resources.values()]
  }
}

export function document(
  data: ResourceObject | ResourceObject[] | null,
  options: { included?: Included | ResourceObject[]; meta?: Record<string, unknown> } = {},
): JsonApiDocument {
  const out: JsonApiDocument = { data }
  const included = options.included instanceof Included ? options.included.list() : options.included
  if (included) out.included = included
  if (options.meta) out.meta = options.meta
  return out
}

export function listMeta(total: number, page: number, perPage: number): ListMeta {
  return {
    total,
    per_page: perPage,
    current_page: page,
    last_page: Math.max(1, Math.ceil(total / perPage)),
  }
}
