import { Type, type Static } from 'typebox'
import { imageResource } from '@print-shop/shop-domain/responses/catalogue'
import {
  asReply,
  listDocument,
  listMeta,
  noContent,
  resourceSchema,
  singleDocument,
  toOne,
} from '@print-shop/shop-domain/responses/jsonapi'

/** What the shopper's favourites answer (/favorites, the spec's wire name): each with its image. */

export const favouriteResource = resourceSchema(
  { created_at: Type.String({ format: 'date-time' }) },
  /** Its picture, not promised in `included`: a reader has its identifier at least. */
  { image: toOne('images', imageResource, { partlyIncluded: true }) },
)
export type FavouriteResource = Static<typeof favouriteResource>

/** GET /favorites: newest first, their images included, with paging meta. */
export const favouritesDocument = listDocument(favouriteResource, listMeta)
export type FavouritesDocument = Static<typeof favouritesDocument>
/** POST /favorites: the favourite, its image included. */
export const favouriteDocument = singleDocument(favouriteResource)
export type FavouriteDocument = Static<typeof favouriteDocument>

export const favouritesResponse = { 200: asReply(favouritesDocument) }
/** 201 when it is new, 200 when the picture was a favourite already. */
export const favouriteAddedResponse = {
  200: asReply(favouriteDocument),
  201: asReply(favouriteDocument),
}
export const favouriteRemovedResponse = { 204: noContent }
