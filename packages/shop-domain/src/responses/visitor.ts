import { Type, type Static } from 'typebox'
import { LOCALES } from '@print-shop/shop-domain/locales'
import {
  asReply,
  noContent,
  nullable,
  open,
  resourceSchema,
  singleDocument,
} from '@print-shop/shop-domain/responses/jsonapi'
import { oneOf } from '@print-shop/shop-domain/schema'

/** What the calls about the visitor answer: their country and language, their shop, their CSRF token. */

const language = oneOf(LOCALES)

/** GET /visitor_country: the country (from the address, never sent on) and the language for it. */
export const visitorCountryResource = Type.Object(
  {
    type: Type.Literal('visitor_country'),
    id: Type.String(),
    attributes: Type.Object(
      {
        country: nullable(Type.String()),
        country_language: nullable(language),
        language,
      },
      open,
    ),
  },
  open,
)
export const visitorCountryDocument = singleDocument(visitorCountryResource)
export type VisitorCountryDocument = Static<typeof visitorCountryDocument>

/** POST /owners/{id}: the shop (owner) the visitor's session belongs to. */
export const visitorOwnerResource = resourceSchema({ id: Type.Integer() })
export const visitorOwnerDocument = singleDocument(visitorOwnerResource)
export type VisitorOwnerDocument = Static<typeof visitorOwnerDocument>

export const visitorCountryResponse = { 200: asReply(visitorCountryDocument) }
export const visitorOwnerResponse = { 200: asReply(visitorOwnerDocument) }
/** GET /csrf: the token is set as the XSRF-TOKEN cookie; nothing else to say. */
export const csrfResponse = { 204: noContent }
