import { Type, type Static } from 'typebox'
import { binary, open } from '@print-shop/shop-domain/responses/jsonapi'

/**
 * What /owner answers. Only the owner's tool (`npm run shop`, api/src/owner) reads it, and its
 * commands hold the shapes they read: the contract declares the envelope, `{ data }` with `meta`
 * for a list, and leaves `data` as the tool knows it (written as JSON.stringify writes it).
 */

export const ownerAnswer = Type.Object(
  { data: Type.Unknown(), meta: Type.Optional(Type.Object({}, open)) },
  open,
)
export type OwnerAnswer = Static<typeof ownerAnswer>

export const ownerResponse = { 200: ownerAnswer }
/** A change: 201 when made, 200 for a dry run (`?dry_run=true`) that only says what it would do. */
export const ownerChangeResponse = { 200: ownerAnswer, 201: ownerAnswer }
/** A recorded change that has no dry run. */
export const ownerCreatedResponse = { 201: ownerAnswer }
/** A print's original, byte for byte as received (its own content type). */
export const ownerOriginalResponse = {
  200: binary('application/octet-stream', 'The original file, in its own content type'),
}
/** A print-ready JPEG. */
export const ownerPrintResponse = { 200: binary('image/jpeg', 'The print-ready file') }
