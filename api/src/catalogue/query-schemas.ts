/** JSON-schema fragments shared by the catalogue's calls. */

export const frontendClientFilter = {
  'filter[frontend_client]': { type: 'string', enum: ['spa'] },
} as const

export const idParams = {
  type: 'object',
  properties: { id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } },
  required: ['id'],
} as const

/** Free text in a query string. PostgreSQL cannot take a NUL character, so such a value is invalid. */
export function queryText(maxLength: number) {
  return { type: 'string', maxLength, pattern: '^[^\\u0000]*$' } as const
}
