import { Type } from 'typebox'

/** A sandbox payment's reference in a path: a random URL-safe token. */
export const referenceParams = Type.Object({
  reference: Type.String({ pattern: '^[A-Za-z0-9_-]{1,100}$' }),
})
