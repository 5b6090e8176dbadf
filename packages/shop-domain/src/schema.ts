import { Type, type Static, type TSchema } from 'typebox'

/**
 * TypeBox pieces for the request schemas. TypeBox builds plain JSON Schema, which the API's
 * validation plugin compiles with its Ajv; the storefront takes only the types (`Static`), so no
 * TypeBox code reaches the browser.
 */

/**
 * A property that the validator fills in with its default when it is left out (Ajv's useDefaults):
 * optional in the JSON schema, always there in the handler's type.
 */
export function withDefault<T extends TSchema>(schema: T): T {
  return Type.Optional(schema) as unknown as T
}

/**
 * The schema that also takes null, as `type: [type, 'null']`: Ajv then reports the one type's
 * errors (too long, wrong format), where an anyOf would report both branches.
 */
export function orNull<T extends TSchema & { type: string }>(schema: T) {
  return Type.Unsafe<Static<T> | null>({ ...schema, type: [schema.type, 'null'] })
}

/** One of a list of strings, as `enum` (a union of literals would be an anyOf of consts). */
export function oneOf<const Values extends readonly string[]>(
  values: Values,
  options: { default?: Values[number] } = {},
) {
  return Type.Unsafe<Values[number]>({ type: 'string', enum: [...values], ...options })
}

/** A row id: a positive 32-bit integer. */
export const rowId = () => Type.Integer({ minimum: 1, maximum: 2_147_483_647 })

/*
 * Names, addresses and notes are plain text: the formats `single-line` (no control characters) and
 * `multi-line` (line feeds allowed) are registered with the API's Ajv (api/src/lib/plain-text.ts).
 */

/** Schema of one line of text: a name, a street, a city, a postcode. */
export function lineField(maxLength: number, minLength = 1) {
  return Type.String({ format: 'single-line', minLength, maxLength })
}

/** Schema of a line that may be left out (null). */
export function optionalLineField(maxLength: number) {
  return orNull(Type.String({ format: 'single-line', maxLength }))
}

/** Schema of a note, which may have several lines. */
export function noteField(maxLength: number) {
  return orNull(Type.String({ format: 'multi-line', maxLength }))
}
