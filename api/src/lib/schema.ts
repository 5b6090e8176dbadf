import { Type, type Static, type TSchema } from 'typebox'

/**
 * TypeBox pieces for the route schemas. TypeBox builds plain JSON Schema, which the validation plugin
 * compiles with the app's Ajv; the type provider derives `request.body`, `query` and `params` from
 * the same objects.
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
