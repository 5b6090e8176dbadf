import { jsonText } from '../../../plugins/gatsby-plugin-build-scale/page'

/** schema.org JSON-LD for product pages and breadcrumbs. */

export interface BreadcrumbItem {
  name: string
  url: string
}

export function breadcrumbList(items: readonly BreadcrumbItem[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: item.url,
    })),
  }
}

export interface ProductData {
  name: string
  description: string
  url: string
  image: string
  sku: string
  /** Lowest price in minor units. */
  fromPrice: number
  currency: string
  author?: string | null
}

/** A Product with an AggregateOffer from its lowest print price. */
export function productJsonLd(image: ProductData) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: image.name,
    description: image.description,
    image: image.image,
    sku: image.sku,
    url: image.url,
    ...(image.author ? { brand: { '@type': 'Brand', name: image.author } } : {}),
    offers: {
      '@type': 'AggregateOffer',
      lowPrice: (image.fromPrice / 100).toFixed(2),
      priceCurrency: image.currency,
      availability: 'https://schema.org/InStock',
      url: image.url,
    },
  }
}

/** Safe inside a <script> element: no "</script>" can close it early (the data blocks' `jsonText`). */
export const jsonLdText = (data: unknown): string => jsonText(data)
