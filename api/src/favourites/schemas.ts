import { Type, type Static } from 'typebox'
import { rowId } from '../lib/schema.js'

/** Request schemas of /favorites. */

/** POST /favorites. */
export const newFavouriteBody = Type.Object({ image_id: rowId() }, { additionalProperties: false })
export type NewFavouriteBody = Static<typeof newFavouriteBody>
