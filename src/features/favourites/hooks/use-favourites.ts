import { useFavouritesContext, type FavouritesState } from '../favourites-context'

const outside: FavouritesState = {
  favourites: [],
  status: 'anonymous',
  retry: () => undefined,
  isFavourite: () => false,
  toggle: async () => 'anonymous',
}

/**
 * The shopper's favourites (GET /favorites through SWR, shared by the whole page). Outside the
 * provider it answers as for a visitor, so a card works on its own too.
 */
export function useFavourites(): FavouritesState {
  return useFavouritesContext() ?? outside
}

/** How many favourites the top-bar badge shows. */
export function useFavouriteCount(): number {
  return useFavourites().favourites.length
}
