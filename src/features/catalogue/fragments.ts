import { graphql } from 'gatsby'
import type { Currency } from '../../lib/format'
import type { CatalogueProduct } from './types'

/** What a product card needs of an image node. */
export const productCardFragment = graphql`
  fragment ProductCard on PrintShopImage {
    apiId
    name
    fromPrice
    currency
    mediaUrl
    width
    height
    placeholder
    colors
  }
`

export interface ProductCardNode {
  readonly apiId: string
  readonly name: string
  readonly fromPrice: number
  readonly currency: string
  readonly mediaUrl: string
  readonly width: number
  readonly height: number
  readonly placeholder: string | null
  readonly colors: readonly string[]
}

export function productFromNode(node: ProductCardNode): CatalogueProduct {
  return { ...node, currency: node.currency === 'EUR' ? 'EUR' : ('CZK' satisfies Currency) }
}
