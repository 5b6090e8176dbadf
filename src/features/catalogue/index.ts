// The catalogue feature's public entry. Favourites and search list products as the catalogue
// does: its product grid, its product type and how an API image becomes a product; search filters
// its results as a category does, with the same panel and the same parameters in the address.
export {
  type FlatImage,
  type ImagesDocument,
  type ProductPage,
  productFromImage,
  reshapeProduct,
} from './api/get-products'
export { CARD_MAX_WIDTH, CARD_SIZES, ProductCard } from './components/product-card'
export { ProductGrid } from './components/product-grid'
export type { CatalogueProduct } from './types'
export { FilterPanel } from './components/filter-panel'
export { filtersFromSearch, isUnfiltered, NO_FILTERS, searchFromFilters } from './filters'
export type { ProductFilters } from './types'
