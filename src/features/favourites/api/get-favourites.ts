import useSWR from 'swr'
import type { Language } from '../../../config/languages'
import type { Favourite } from '../types'

/** The list's call and reading, loaded once someone is signed in: a visitor never needs them. */
const favouritesDocument = () => import('./favourites-document')

/** The shopper's favourites while someone is signed in (no call at all for a visitor). */
export function useFavouritesList(userId: string | null, language: Language) {
  return useSWR<Favourite[]>(
    userId ? ['favorites', userId, language] : null,
    () => favouritesDocument().then((document) => document.getFavourites(language)),
    // Only the shopper's own hearts change the list, and they update it themselves: a reload on
    // focus could put back a favourite whose removal is still on its way.
    { revalidateOnFocus: false },
  )
}
