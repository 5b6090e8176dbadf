import { apiRequest } from '../../../lib/api-client'
import { flatten, type JsonApiDocument, type Resource } from '../../../lib/jsonapi'
import type { Language } from '../../../config/languages'
import { reshapeProduct, type ImagesDocument } from '../../catalogue'
import type { Favourite } from '../types'

/** The API's largest page: most shoppers' favourites come in one call. */
const PER_PAGE = 100

type ImageResource = ImagesDocument['data'][number]
type ImageDocument = ImageResource['attributes'] & { id: string | number }
interface FavouriteDocument {
  id: string | number
  image: ImageDocument | null
}

/** A favourite from a flattened JSON:API resource (the reshaping happens here, at the edge). */
export function reshapeFavourite(flat: FavouriteDocument, language: Language): Favourite | null {
  if (!flat.image) return null
  const { id, ...attributes } = flat.image
  const productId = String(id)
  // A picture that was not included has only its id: the product is unknown, the favourite is not.
  const product =
    'name' in attributes ? reshapeProduct({ id: productId, attributes }, language) : null
  return { id: String(flat.id), productId, product }
}

/** GET /favorites, every page: the signed-in shopper's favourites, newest first. */
export async function getFavourites(language: Language): Promise<Favourite[]> {
  const favourites: Favourite[] = []
  for (let page = 1, lastPage = 1; page <= lastPage; page++) {
    const document = await apiRequest<JsonApiDocument<Resource[]>>(
      `/favorites?per_page=${PER_PAGE}&page=${page}`,
      { language },
    )
    for (const flat of flatten<FavouriteDocument>(document)) {
      const favourite = reshapeFavourite(flat, language)
      if (favourite) favourites.push(favourite)
    }
    lastPage = Number(document.meta?.last_page ?? 1)
  }
  return favourites
}
