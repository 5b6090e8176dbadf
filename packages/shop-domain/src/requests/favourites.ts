import { Type, type Static } from 'typebox'
import { rowId } from '@print-shop/shop-domain/schema'

/** Request bodies of /favorites. */

/** POST /favorites. */
export const newFavouriteBody = Type.Object({ image_id: rowId() }, { additionalProperties: false })
export type NewFavouriteBody = Static<typeof newFavouriteBody>
