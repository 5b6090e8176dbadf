import { Type, type Static } from 'typebox'
import {
  asReply,
  listDocument,
  listMeta,
  resourceSchema,
  singleDocument,
} from '@print-shop/shop-domain/responses/jsonapi'

/** What the pickup-point directory answers (GET /pickup_points and /pickup_points/{id}). */

export const pickupPointResource = resourceSchema({
  carrier: Type.String(),
  name: Type.String(),
  street: Type.String(),
  city: Type.String(),
  zip: Type.String(),
  country: Type.String(),
  opening_hours: Type.String(),
})
export type PickupPointResource = Static<typeof pickupPointResource>

export const pickupPointDocument = singleDocument(pickupPointResource)
export type PickupPointDocument = Static<typeof pickupPointDocument>
export const pickupPointsDocument = listDocument(pickupPointResource, listMeta)
export type PickupPointsDocument = Static<typeof pickupPointsDocument>

export const pickupPointResponse = { 200: asReply(pickupPointDocument) }
export const pickupPointsResponse = { 200: asReply(pickupPointsDocument) }
