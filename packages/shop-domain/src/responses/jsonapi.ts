import { Type, type Static, type TProperties, type TSchema } from 'typebox'
import type { JsonApiDocument } from '@print-shop/shop-domain/jsonapi'

/**
 * The pieces every response schema is built from. The API serialises a reply with
 * fast-json-stringify, which writes only the properties a schema lists: every object here stays open
 * (additionalProperties), so an attribute added to a resource is never dropped, and the attributes
 * listed are the ones a client may rely on. The storefront and the source plugin take the types
 * (`Static`), so no TypeBox code reaches the browser.
 */

export const open = { additionalProperties: true } as const

/** The schema that also takes null (an answer's value, so a union: no validator messages to tidy). */
export const nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()])

export const resourceIdentifier = Type.Object({ type: Type.String(), id: Type.String() }, open)
export const relationship = Type.Object(
  { data: Type.Union([resourceIdentifier, Type.Array(resourceIdentifier), Type.Null()]) },
  open,
)

/** A JSON:API resource with the attributes listed (others pass through). */
export function resourceSchema<Attributes extends TProperties>(attributes: Attributes) {
  return Type.Object(
    {
      type: Type.String(),
      id: Type.String(),
      attributes: Type.Object(attributes, open),
      relationships: Type.Optional(Type.Record(Type.String(), relationship)),
    },
    open,
  )
}

/** A resource of any type: what an `included` list holds. */
export const anyResource = resourceSchema({})
export type AnyResource = Static<typeof anyResource>

/** The meta of a paged list (lib/jsonapi.ts listMeta). */
export const listMeta = {
  total: Type.Integer(),
  per_page: Type.Integer(),
  current_page: Type.Integer(),
  last_page: Type.Integer(),
}

/** A document whose data is a list of resources; `meta` lists what a client reads of it. */
export function listDocument<
  Resource extends TSchema,
  Meta extends TProperties = Record<never, never>,
>(resource: Resource, meta?: Meta) {
  return Type.Object(
    {
      data: Type.Array(resource),
      included: Type.Optional(Type.Array(anyResource)),
      meta: Type.Optional(Type.Object(meta ?? ({} as Meta), open)),
    },
    open,
  )
}

/** A document whose data is one resource; `meta` lists what a client reads of it. */
export function singleDocument<
  Resource extends TSchema,
  Meta extends TProperties = Record<never, never>,
>(resource: Resource, meta?: Meta) {
  return Type.Object(
    {
      data: resource,
      included: Type.Optional(Type.Array(anyResource)),
      meta: Type.Optional(Type.Object(meta ?? ({} as Meta), open)),
    },
    open,
  )
}

/**
 * A document schema as a route's reply type: the handlers build documents with the API's
 * lib/jsonapi.ts (attributes as a record), so Fastify's type provider takes a `JsonApiDocument`;
 * the JSON schema, which serialises and documents the reply, is the one given.
 */
export const asReply = (schema: TSchema) => Type.Unsafe<JsonApiDocument>(schema)

/** The error body (errors.ts), with the other building blocks. */
export { errorBody, type ErrorBody } from '@print-shop/shop-domain/responses/errors'

/**
 * An answer without a body (a 204, a redirect, tus' answers in headers): `reply.send()`, so void to
 * the handler's type; the description says what the headers carry.
 */
export const empty = (description: string) => Type.Unsafe<void>({ type: 'null', description })

/** A 204. */
export const noContent = empty('No content')

/** A file or an image sent as bytes (OpenAPI 3.1 writes binary content as contentMediaType). */
export function binary(contentMediaType: string, description: string) {
  return Type.Unsafe<unknown>({
    type: 'string',
    contentMediaType,
    description,
  })
}
