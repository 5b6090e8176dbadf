import type {
  favouriteResource,
  FavouritesDocument,
} from '@print-shop/shop-domain/responses/favourites'
import { apiRequest } from '../../../lib/api-client'
import { flatten, type Flattened } from '../../../lib/jsonapi'
import type { Language } from '../../../config/languages'
import { toCatalogueImage } from '../../catalogue'
import type { Favourite } from '../types'

/** The API's largest page: most shoppers' favourites come in one call. */
const PER_PAGE = 100

/** A favourite with its picture; one that was not included is only its identifier. */
export type FlatFavourite = Flattened<typeof favouriteResource>

/** A favourite from a flattened JSON:API resource (the reshaping happens here, at the edge). */
export function reshapeFavourite(flat: FlatFavourite, language: Language): Favourite | null {
  if (!flat.image) return null
  const imageId = String(flat.image.id)
  // A picture that was not included has only its id: the product is unknown, the favourite is not.
  const image = 'name' in flat.image ? toCatalogueImage(flat.image, language) : null
  return { id: String(flat.id), imageId, image }
}

/** GET /favorites, every page: the signed-in shopper's favourites, newest first. */
export async function getFavourites(language: Language): Promise<Favourite[]> {
  const favourites: Favourite[] = []
  for (let page = 1, lastPage = 1; page <= lastPage; page++) {
    const document = await apiRequest<FavouritesDocument>(
      `/favorites?per_page=${PER_PAGE}&page=${page}`,
      { language },
    )
    for (const flat of flatten<typeof favouriteResource>(document)) {
      const favourite = reshapeFavourite(flat, language)
      if (favourite) favourites.push(favourite)
    }
    lastPage = document.meta?.last_page ?? 1
  }
  return favourites
}
