// The calls a heart makes, one chunk loaded once someone is signed in (favourites-provider.tsx).
export { addFavourite } from './add-favourite'
export { removeFavourite } from './remove-favourite'
export { toggleFavourite } from './toggle-favourite'
