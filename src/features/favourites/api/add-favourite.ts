import type { newFavouriteBody } from '@print-shop/shop-domain/requests/favourites'
import type { Static } from 'typebox'
import { apiRequest } from '../../../lib/api-client'
import { flatten, type JsonApiDocument, type Resource } from '../../../lib/jsonapi'
import type { Language } from '../../../config/languages'
import type { Favourite } from '../types'
import { reshapeFavourite } from './favourites-document'

/** POST /favorites: the new favourite (or the one that already existed) with its picture. */
export async function addFavourite(productId: string, language: Language): Promise<Favourite> {
  const document = await apiRequest<JsonApiDocument<Resource>>('/favorites', {
    method: 'POST',
    body: { image_id: Number(productId) } satisfies Static<typeof newFavouriteBody>,
    language,
  })
  return (
    reshapeFavourite(flatten(document), language) ?? {
      id: String(document.data.id),
      productId,
      product: null,
    }
  )
}
