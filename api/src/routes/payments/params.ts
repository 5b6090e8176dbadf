/** A sandbox payment's reference in a path: a random URL-safe token. */
export const referenceParams = {
  type: 'object',
  properties: { reference: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,100}$' } },
  required: ['reference'],
} as const
