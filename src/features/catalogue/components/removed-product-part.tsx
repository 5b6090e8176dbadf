import { lazyPart } from '../../../components/prerendered/lazy-part'

/**
 * The notice in place of a withdrawn product (removed-product.tsx), whose code comes only when the
 * live API says so: a product page that shows its product never loads it.
 */
export const RemovedProduct = lazyPart<{ category?: { slug: string; title: string } }>(() =>
  import('./removed-product').then((module) => module.RemovedProduct),
)
