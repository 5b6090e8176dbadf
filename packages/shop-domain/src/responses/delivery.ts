import { Type, type Static } from 'typebox'
import { CURRENCIES } from '@print-shop/shop-domain/currency'
import { DELIVERY_KINDS } from '@print-shop/shop-domain/delivery-methods'
import {
  asReply,
  listDocument,
  nullable,
  resourceSchema,
} from '@print-shop/shop-domain/responses/jsonapi'
import { oneOf } from '@print-shop/shop-domain/schema'

/** What GET /delivery_methods answers, and the method a basket includes. */

export const deliveryMethodResource = resourceSchema({
  slug: Type.String(),
  kind: oneOf(DELIVERY_KINDS),
  carrier: nullable(Type.String()),
  name: Type.String(),
  description: Type.String(),
  /** Minor units of `currency`. */
  price: Type.Integer(),
  free_from: nullable(Type.Integer()),
  currency: oneOf(CURRENCIES),
  countries: Type.Array(Type.String()),
  excluded_countries: Type.Array(Type.String()),
  needs_pickup_point: Type.Boolean(),
  transit_days: Type.Integer(),
  /** What the shopper would pay for it with the basket's goods (only in a basket's answer). */
  price_for_basket: Type.Optional(Type.Integer()),
})
export type DeliveryMethodResource = Static<typeof deliveryMethodResource>

/** GET /delivery_methods: the methods a shopper may choose, in the request's currency. */
export const deliveryMethodsDocument = listDocument(deliveryMethodResource)
export type DeliveryMethodsDocument = Static<typeof deliveryMethodsDocument>

export const deliveryMethodsResponse = { 200: asReply(deliveryMethodsDocument) }
