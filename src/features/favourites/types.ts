import type { CatalogueImage } from '../catalogue'

/** One of the shopper's favourites: its own id (for removing it) and the product it marks. */
export interface Favourite {
  /** Null while the heart's POST is still on its way (the heart already shows it). */
  id: string | null
  imageId: string
  /** Null until the API has answered with the picture. */
  image: CatalogueImage | null
}
