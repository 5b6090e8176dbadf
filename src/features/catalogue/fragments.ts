import { graphql } from 'gatsby'
import type { Currency } from '../../lib/format'
import type { CatalogueImage, ImageDetails } from './types'

/** What a product card needs of an image node. */
export const imageCardFragment = graphql`
  fragment ImageCard on PrintShopImage {
    apiId
    name
    fromPrice
    currency
    mediaUrl
    url
    width
    height
    colors
  }
`

/** An image node as the ImageCard fragment reads it (the type Gatsby generates for it). */
export type ImageCardNode = Queries.ImageCardFragment

export function imageFromNode(node: ImageCardNode): CatalogueImage {
  return {
    ...node,
    // A provider's API without the media endpoint: the picture comes from `url`.
    mediaUrl: node.mediaUrl ?? '',
    currency: node.currency === 'EUR' ? 'EUR' : ('CZK' satisfies Currency),
  }
}

/** A product page's image node: the card's fields, its texts and where it is filed. */
export type ImageDetailsNode = ImageCardNode & {
  description: string
  author: string | null
  licence: string | null
  scalable?: boolean | null
  categories: ReadonlyArray<{ slug: string; title: string }>
  subcategories: ReadonlyArray<{ slug: string; name: string }>
}

export function imageDetailsFromNode(node: ImageDetailsNode): ImageDetails {
  return { ...node, ...imageFromNode(node) }
}
