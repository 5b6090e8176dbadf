import type { newFavouriteBody } from '@print-shop/shop-domain/requests/favourites'
import type { Static } from 'typebox'
import type {
  FavouriteDocument,
  favouriteResource,
} from '@print-shop/shop-domain/responses/favourites'
import { apiRequest } from '../../../lib/api-client'
import { flatten } from '../../../lib/jsonapi'
import type { Language } from '../../../config/languages'
import type { Favourite } from '../types'
import { reshapeFavourite } from './favourites-document'

/** POST /favorites: the new favourite (or the one that already existed) with its picture. */
export async function addFavourite(imageId: string, language: Language): Promise<Favourite> {
  const document = await apiRequest<FavouriteDocument>('/favorites', {
    method: 'POST',
    body: { image_id: Number(imageId) } satisfies Static<typeof newFavouriteBody>,
    language,
  })
  return (
    reshapeFavourite(flatten<typeof favouriteResource>(document), language) ?? {
      id: String(document.data.id),
      imageId,
      image: null,
    }
  )
}
