/**
 * Where the catalogue's GraphQL types have drifted from the API's contract: a node type's fields
 * that come from a resource's attributes, compared with the attributes' schema in shop-domain's
 * responses (TypeBox builds plain JSON Schema). For the tests only: Node cannot load shop-domain's
 * TypeScript while Gatsby builds (see jsonapi.ts), so the type definitions stay hand-written.
 */
import {
  getNamedType,
  getNullableType,
  isListType,
  isObjectType,
  isNonNullType,
  type GraphQLField,
  type GraphQLObjectType,
  type GraphQLOutputType,
} from 'graphql'
import { camelCase } from '@print-shop/shop-domain/camel-case'

/**
 * What the comparison reads of a JSON schema. The schemas inside are plain objects to TypeScript
 * (TypeBox types an enum as `TUnsafe`, with no keywords): `read` takes each as a JSON schema.
 */
export interface JsonSchema {
  type?: string | readonly string[]
  format?: string
  const?: unknown
  anyOf?: readonly object[]
  items?: object
  properties?: Readonly<Record<string, object>>
  required?: readonly string[]
}

const read = (schema: object) => schema as JsonSchema

export interface DriftOptions {
  /** The plugin's own fields (apiId, a rank); `@link`ed relationships are the plugin's too. */
  own?: readonly string[]
  /** Attributes the nodes leave out. */
  unsourced?: readonly string[]
}

/** The schema without its null: `nullable(x)` is an anyOf with null, `orNull(x)` a type list. */
function withoutNull(schema: JsonSchema): { value: JsonSchema; nullable: boolean } {
  if (Array.isArray(schema.type)) {
    const types = schema.type.filter((type) => type !== 'null')
    return { value: { ...schema, type: types[0] }, nullable: types.length < schema.type.length }
  }
  if (!schema.anyOf) return { value: schema, nullable: false }
  const branches = schema.anyOf.map(read).filter((branch) => branch.type !== 'null')
  const nullable = branches.length < schema.anyOf.length
  // A union of string literals reads as a string, as an enum (`oneOf`) does.
  if (branches.length > 0 && branches.every((branch) => typeof branch.const === 'string'))
    return { value: { type: 'string' }, nullable }
  return { value: branches.length === 1 ? branches[0]! : schema, nullable }
}

/** The GraphQL scalars a schema's value fits: an integer is a Float too, a date-time a Date. */
function scalarsFor(schema: JsonSchema): string[] {
  if (schema.type === 'string')
    return schema.format === 'date-time' || schema.format === 'date'
      ? ['String', 'Date']
      : ['String']
  if (schema.type === 'integer') return ['Int', 'Float']
  if (schema.type === 'number') return ['Float']
  if (schema.type === 'boolean') return ['Boolean']
  return []
}

const isLink = (field: GraphQLField<unknown, unknown>) =>
  field.astNode?.directives?.some((directive) => directive.name.value === 'link') ?? false

/** One field against one attribute's schema; `present`: the contract requires the attribute. */
function compare(
  where: string,
  type: GraphQLOutputType,
  schema: JsonSchema,
  present: boolean,
): string[] {
  const { value, nullable } = withoutNull(schema)
  const problems: string[] = []
  if (isNonNullType(type) && (nullable || !present))
    problems.push(
      `${where} is ${type}, but the contract lets it be ${nullable ? 'null' : 'absent'}`,
    )
  const inner = getNullableType(type)
  if (value.type === 'array' || isListType(inner)) {
    if (value.type !== 'array' || !isListType(inner))
      return [...problems, `${where} is ${type}, but the contract has ${JSON.stringify(value)}`]
    return [...problems, ...compare(`${where}[]`, inner.ofType, read(value.items ?? {}), true)]
  }
  const named = getNamedType(inner)
  if (value.type === 'object' || isObjectType(named)) {
    if (value.type !== 'object' || !isObjectType(named))
      return [...problems, `${where} is ${type}, but the contract has ${JSON.stringify(value)}`]
    return [...problems, ...contractDrift(named, value)]
  }
  const scalars = scalarsFor(value)
  if (!scalars.includes(named.name))
    problems.push(
      `${where} is ${type}, but the contract's ${JSON.stringify(value)} reads as ${scalars.join(' or ') || 'none'}`,
    )
  return problems
}

/**
 * How an object type's fields differ from an object schema's properties, camel-cased as the nodes
 * are (shop-domain's camelCase): a field without its attribute (renamed or removed), an attribute
 * without its field, a field of another type, or non-null where the contract lets the value be
 * null or absent. A field may be nullable where the contract is not: a provider's API may leave a
 * value out. Nested objects (a layout's sizes, the shop's bank accounts) are compared the same way.
 */
export function contractDrift(
  type: GraphQLObjectType,
  schema: JsonSchema,
  { own = [], unsourced = [] }: DriftOptions = {},
): string[] {
  const properties = schema.properties ?? {}
  const required = new Set(schema.required)
  const attributes = new Map(
    Object.keys(properties)
      .filter((name) => !unsourced.includes(name))
      .map((name) => [camelCase(name), name]),
  )
  const fields = type.getFields()
  const problems: string[] = []
  for (const field of Object.values(fields)) {
    if (own.includes(field.name) || isLink(field)) continue
    const where = `${type.name}.${field.name}`
    const name = attributes.get(field.name)
    problems.push(
      ...(name === undefined
        ? [`${where}: the contract has no such attribute`]
        : compare(where, field.type, read(properties[name]!), required.has(name))),
    )
  }
  for (const [field, name] of attributes)
    if (!fields[field])
      problems.push(`${type.name} has no field ${field} for the contract's ${name}`)
  return problems
}
