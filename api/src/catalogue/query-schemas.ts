import { Type } from 'typebox'
import { oneOf, rowId } from '@print-shop/shop-domain/schema'

/** Schema pieces shared by the catalogue's calls. */

export const frontendClientFilter = {
  'filter[frontend_client]': Type.Optional(oneOf(['spa'])),
}

export const idParams = Type.Object({ id: rowId() })

/** Free text in a query string. PostgreSQL cannot take a NUL character, so such a value is invalid. */
export function queryText(maxLength: number) {
  return Type.String({ maxLength, pattern: '^[^\\u0000]*$' })
}
