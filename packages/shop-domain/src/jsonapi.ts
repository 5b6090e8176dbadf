/** JSON:API documents: what every answer of the API looks like, and what the storefront reads. */

export interface ResourceIdentifier {
  type: string
  id: string
}

export interface Relationship {
  data: ResourceIdentifier | ResourceIdentifier[] | null
}

export interface ResourceObject extends ResourceIdentifier {
  attributes: Record<string, unknown>
  relationships?: Record<string, Relationship>
}

/** The meta of a paged list. */
export interface ListMeta {
  total: number
  per_page: number
  current_page: number
  last_page: number
}

export interface JsonApiDocument<
  Data extends ResourceObject | ResourceObject[] | null = ResourceObject | ResourceObject[] | null,
> {
  data: Data
  included?: ResourceObject[]
  meta?: Record<string, unknown>
}
