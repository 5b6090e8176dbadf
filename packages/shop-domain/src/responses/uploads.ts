import { Type, type Static } from 'typebox'
import { CURRENCIES } from '@print-shop/shop-domain/currency'
import {
  asReply,
  binary,
  empty,
  listDocument,
  noContent,
  nullable,
  resourceSchema,
  singleDocument,
} from '@print-shop/shop-domain/responses/jsonapi'
import { oneOf } from '@print-shop/shop-domain/schema'

/** What the shopper's own photos answer (/uploads): the photos, their previews, the tus protocol. */

const dateTime = Type.String({ format: 'date-time' })

/** An own photo, checked; in its list, a basket and the orders that print it. */
export const uploadResource = resourceSchema({
  file_name: Type.String(),
  size_bytes: Type.Integer(),
  /** Null until the photo is checked. */
  format: nullable(Type.String()),
  width: nullable(Type.Integer()),
  height: nullable(Type.Integer()),
  created_at: dateTime,
  /** Null once ordered: kept for production and complaints. */
  expires_at: nullable(dateTime),
  ordered: Type.Boolean(),
  /** Base of the previews: append `/{width}.{webp|avif|jpg}`. */
  media_url: Type.String(),
  /** GET /uploads/{id} only: the lowest price of a print of it, in `currency`; null when none. */
  from_price: Type.Optional(nullable(Type.Integer())),
  currency: Type.Optional(oneOf(CURRENCIES)),
})
export type UploadResource = Static<typeof uploadResource>

/** GET /uploads: the photos, newest first; `keep_days` a photo not ordered is kept. */
export const uploadsDocument = listDocument(uploadResource, { keep_days: Type.Integer() })
export type UploadsDocument = Static<typeof uploadsDocument>
/** GET /uploads/{id}: the photo, its layouts and papers included as GET /images/{id} has them. */
export const uploadDocument = singleDocument(uploadResource)
export type UploadDocument = Static<typeof uploadDocument>

export const uploadsResponse = { 200: asReply(uploadsDocument) }
export const uploadResponse = { 200: asReply(uploadDocument) }
/** DELETE /uploads/{id}: the photo and its previews are gone. */
export const uploadRemovedResponse = { 204: noContent }

/**
 * The tus protocol (/uploads/files): its answers say everything in headers (Location,
 * Upload-Offset, Tus-Resumable). The shop's own refusals are the error body; tus' protocol errors
 * come as text.
 */
export const tusCreatedResponse = { 201: empty('Created: see Location') }
export const tusOffsetResponse = {
  200: empty('Upload-Offset and Upload-Length in the headers'),
}
export const tusNoContentResponse = { 204: noContent }

/** A preview of an own photo, as the extension asks. */
export const uploadPreviewResponse = {
  200: binary('image/*', 'The preview: image/webp, image/avif or image/jpeg'),
}
