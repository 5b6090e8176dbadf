import { Type } from 'typebox'
import { rowId } from '@print-shop/shop-domain/schema'

/**
 * Path parameters of /baskets. The bodies the storefront sends are in
 * `@print-shop/shop-domain/requests/basket`.
 */

/** A uuid that is not one cannot be a basket: 404 like an unknown one. */
export const basketParams = Type.Object(
  { uuid: Type.String({ format: 'uuid' }) },
  { additionalProperties: false },
)

export const itemParams = Type.Object(
  { uuid: Type.String({ format: 'uuid' }), itemId: rowId() },
  { additionalProperties: false },
)
