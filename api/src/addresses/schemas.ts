import { Type } from 'typebox'
import { rowId } from '@print-shop/shop-domain/schema'

/** An id that cannot be a row (not a positive 32-bit integer) is a 404 like any unknown one. */
export const addressIdParams = Type.Object({ id: rowId() }, { additionalProperties: false })
