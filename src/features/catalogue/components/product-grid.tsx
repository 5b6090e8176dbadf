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
  /** The cards' heading level: h2 when the grid sits right under the page's h1, h3 under a section's h2. */
  cardHeading?: 'h2' | 'h3'
}

/** Product cards in a responsive grid: four across on large screens, three on medium, two on phones. */
export function ProductGrid({
  products,
  label,
  eager = 0,
  busy = false,
  cardHeading = 'h3',
}: ProductGridProps) {
  return (
    <ul className={styles.grid} aria-label={label} aria-busy={busy} data-testid="product-grid">
      {products.map((product, index) => (
        <li key={product.apiId}>
          <ProductCard product={product} priority={index < eager} headingLevel={cardHeading} />
        </li>
      ))}
    </ul>
  )
}
