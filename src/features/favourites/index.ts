// The favourites feature's public entry: the heart on a product card. It reads only the favourites'
// context (favourites-context.ts), not the list call, so the catalogue's cards can use it.
export { useFavouriteToggle } from './hooks/use-favourite-toggle'
