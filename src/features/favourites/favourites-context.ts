// The favourites' context apart from its provider, so the hearts on product cards read it without
// depending on the favourites list call (and the catalogue it maps products with).
import * as React from 'react'
import type { Favourite } from './types'

export type ToggleResult = 'added' | 'removed' | 'anonymous' | 'busy'

export interface FavouritesState {
  /** The favourites as far as known (empty for a visitor and until the list has loaded). */
  favourites: readonly Favourite[]
  status: 'anonymous' | 'loading' | 'ready' | 'error'
  retry: () => void
  isFavourite: (imageId: string) => boolean
  /**
   * Adds or removes at once (optimistic), then tells the API; a failure puts the heart back and
   * rejects with the error.
   */
  toggle: (imageId: string) => Promise<ToggleResult>
}

export const FavouritesContext = React.createContext<FavouritesState | null>(null)

/** The page's favourites; null outside the provider (a card rendered on its own, in a test). */
export function useFavouritesContext(): FavouritesState | null {
  return React.useContext(FavouritesContext)
}
