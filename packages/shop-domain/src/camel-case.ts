/**
 * The API answers in snake_case (the spec's wire names); the storefront and the catalogue's Gatsby
 * nodes read camelCase. One renaming for both, typed: a response schema's `Static` type, camel-cased,
 * is the type of what the storefront reads, so a field renamed in the contract fails the storefront's
 * typecheck instead of reading `undefined`. Plain functions and types: nothing here imports TypeBox,
 * so the browser bundle takes the types only.
 */

/** `items_count` as `itemsCount`: the type of what `camelCase` returns. Wire names are lower snake_case. */
export type CamelCase<Name extends string> = Name extends `${infer Head}_${infer Tail}`
  ? `${Head}${Capitalize<CamelCase<Tail>>}`
  : Name

/** A value with the keys of its objects camel-cased at every depth (a layout's sizes carry width_mm). */
export type CamelCased<T> = T extends readonly (infer Item)[]
  ? CamelCased<Item>[]
  : T extends object
    ? { [Key in keyof T as Key extends string ? CamelCase<Key> : Key]: CamelCased<T[Key]> }
    : T

export function camelCase<Name extends string>(name: Name): CamelCase<Name> {
  return name.replace(/_([a-z0-9])/g, (_, letter: string) =>
    letter.toUpperCase(),
  ) as CamelCase<Name>
}

export function camelCased<T>(value: T): CamelCased<T> {
  if (Array.isArray(value)) return value.map(camelCased) as CamelCased<T>
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([name, inner]) => [camelCase(name), camelCased(inner)]),
    ) as CamelCased<T>
  }
  return value as CamelCased<T>
}

/** What `flatten` reads of a JSON:API resource (any resource schema's `Static` type has it). */
export interface ResourceFields {
  type: string
  id: string
  attributes?: object
}

/** A resource on one level: its attributes camel-cased, with its id and type. */
export type Flat<Resource extends ResourceFields> = Omit<
  CamelCased<NonNullable<Resource['attributes']>>,
  'id' | 'type'
> &
  Pick<Resource, 'id' | 'type'>

/** One resource's id, type and attributes on one level, camel-cased; relationships are left out. */
export function flatten<Resource extends ResourceFields>(resource: Resource): Flat<Resource> {
  return {
    ...(camelCased(resource.attributes ?? {}) as object),
    id: resource.id,
    type: resource.type,
  } as Flat<Resource>
}
