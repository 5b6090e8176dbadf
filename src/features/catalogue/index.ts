// The catalogue feature's public entry. Favourites and search list products as the catalogue
// does: its product grid, its product type and how an API image becomes a product; search filters
// its results as a category does, with the same panel and the same parameters in the address.
export {
  type FlatImage,
  type ImagesDocument,
  type ImageListPage,
  toCatalogueImage,
  reshapeImage,
} from './api/get-images'
export { CARD_MAX_WIDTH, CARD_SIZES, ImageCard } from './components/image-card'
export { ImageGrid } from './components/image-grid'
export type { CatalogueImage } from './types'
export { FilterPanel } from './components/filter-panel'
export { filtersFromSearch, isUnfiltered, NO_FILTERS, searchFromFilters } from './filters'
export type { ImageFilters } from './types'
