import { Type, type Static, type TProperties, type TSchema, type TUnsafe } from 'typebox'
import type { CamelCase, Flat } from '@print-shop/shop-domain/camel-case'
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

/** How a relationship is declared beyond its target: `toOne`'s and `toMany`'s last argument. */
export interface RelationshipOptions {
  /** A to-one that may name nothing (`data: null`): a basket without a coupon. */
  nullable?: boolean
  /** Named by some resources of the type only: a basket item names an image or an upload. */
  optional?: boolean
  /** Its resource may be missing from `included`, where `flatten` leaves the identifier. */
  partlyIncluded?: boolean
}

/** A relationship a resource declares: the type and schema of the resources it names, one or many. */
export interface RelationshipDeclaration<
  Name extends string = string,
  Resource extends TSchema = TSchema,
  Many extends boolean = boolean,
  Options extends RelationshipOptions = RelationshipOptions,
> {
  type: Name
  resource: Resource
  many: Many
  options: Options
}

/** A resource's relationships by their wire names. */
export type RelationshipDeclarations = Record<string, RelationshipDeclaration>

/** A relationship naming one resource of `type`, described by `resource`. */
export const toOne = <
  Name extends string,
  Resource extends TSchema,
  const Options extends RelationshipOptions = Record<never, never>,
>(
  type: Name,
  resource: Resource,
  options = {} as Options,
): RelationshipDeclaration<Name, Resource, false, Options> => ({
  type,
  resource,
  many: false,
  options,
})

/** A relationship naming a list of resources of `type`, described by `resource`. */
export const toMany = <Name extends string, Resource extends TSchema>(
  type: Name,
  resource: Resource,
): RelationshipDeclaration<Name, Resource, true, Record<never, never>> => ({
  type,
  resource,
  many: true,
  options: {},
})

type Identifier<Name extends string> = { type: Name; id: string }

/** A declared relationship on the wire: identifiers of its declared type. */
type RelationshipData<Declaration extends RelationshipDeclaration> = {
  data: Declaration['many'] extends true
    ? Identifier<Declaration['type']>[]
    : | Identifier<Declaration['type']>
      | (Declaration['options'] extends { nullable: true } ? null : never)
}

/**
 * A resource's relationships as its schema types them: the declared ones by their identifiers'
 * type, any other as an open record keeps it. Any may be left out, as JSON:API allows.
 */
type RelationshipsData<Declarations extends RelationshipDeclarations> = {
  [Name in keyof Declarations]?: RelationshipData<Declarations[Name]>
} & Record<string, Static<typeof relationship>>

/** The schema of declared relationships: the open record on the wire, the declarations for the types. */
export interface TRelationships<Declarations extends RelationshipDeclarations> extends TUnsafe<
  RelationshipsData<Declarations>
> {
  /** Never set: the declarations, kept in the schema's type for `Flattened`. */
  readonly '~relationships'?: Declarations
}

/**
 * A JSON:API resource with the attributes listed (others pass through) and the relationships
 * declared, which type what a client reads through them. The relationships' schema stays the open
 * record of identifiers it always was, so declaring them changes nothing the API sends.
 */
export function resourceSchema<
  Attributes extends TProperties,
  Declarations extends RelationshipDeclarations = Record<never, never>,
>(attributes: Attributes, _relationships?: Declarations) {
  const relationships = Type.Record(Type.String(), relationship)
  return Type.Object(
    {
      type: Type.String(),
      id: Type.String(),
      attributes: Type.Object(attributes, open),
      relationships: Type.Optional(
        relationships as Record<never, never> extends Declarations
          ? typeof relationships
          : TRelationships<Declarations>,
      ),
    },
    open,
  )
}

type DeclarationsOf<Schema> = Schema extends {
  properties: { relationships: { '~relationships'?: infer Declarations } }
}
  ? NonNullable<Declarations>
  : Record<never, never>

/** A related resource as `flatten` gives it: flattened in turn, or its identifier if left out. */
type FlatRelative<Declaration extends RelationshipDeclaration> =
  | Flattened<Declaration['resource']>
  | (Declaration['options'] extends { partlyIncluded: true }
      ? Identifier<Declaration['type']>
      : never)

type FlatRelationship<Declaration extends RelationshipDeclaration> =
  Declaration['many'] extends true
    ? FlatRelative<Declaration>[]
    : FlatRelative<Declaration> | (Declaration['options'] extends { nullable: true } ? null : never)

type IsOptional<Declaration> = Declaration extends { options: { optional: true } } ? true : false

type FlatRelated<Declarations extends RelationshipDeclarations> = {
  [
    Name in keyof Declarations as IsOptional<Declarations[Name]> extends true
      ? never
      : CamelCase<Name & string>
  ]: FlatRelationship<Declarations[Name]>
} & {
  [
    Name in keyof Declarations as IsOptional<Declarations[Name]> extends true
      ? CamelCase<Name & string>
      : never
  ]?: FlatRelationship<Declarations[Name]>
}

/**
 * A resource of this schema as the storefront's `flatten` gives it: its attributes camel-cased
 * (`Flat`), and each declared relationship, camel-cased, holding the related resources flattened
 * the same way, as deep as the declarations go. The declarations cannot form a cycle (a schema
 * names schemas made before it), so neither can this type.
 */
export type Flattened<Schema extends TSchema> =
  Static<Schema> extends infer Resource extends { type: string; id: string; attributes?: object }
    ? Flat<Resource> & FlatRelated<DeclarationsOf<Schema>>
    : never

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
