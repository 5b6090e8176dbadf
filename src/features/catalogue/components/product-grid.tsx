import * as React from 'react'
import type { CatalogueProduct } from '../types'
import { ProductCard } from './product-card'
import * as styles from './product-grid.module.css'

interface ProductGridProps {
  products: readonly CatalogueProduct[]
  label: string
  /** How many of the first cards are above the fold (loaded eagerly; the first with priority). */
  eager?: number
  busy?: boolean
}

/** Product cards in a responsive grid: four across on large screens, three on medium, two on phones. */
export function ProductGrid({ products, label, eager = 0, busy = false }: ProductGridProps) {
  return (
    <ul className={styles.grid} aria-label={label} aria-busy={busy} data-testid="product-grid">
      {products.map((product, index) => (
        <li key={product.apiId}>
          <ProductCard product={product} priority={index < eager} />
        </li>
      ))}
    </ul>
  )
}
