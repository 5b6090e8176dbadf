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
export function productJsonLd(data: ProductData) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: data.name,
    description: data.description,
    image: data.image,
    sku: data.sku,
    url: data.url,
    ...(data.author ? { brand: { '@type': 'Brand', name: data.author } } : {}),
    offers: {
      '@type': 'AggregateOffer',
      lowPrice: (data.fromPrice / 100).toFixed(2),
      priceCurrency: data.currency,
      availability: 'https://schema.org/InStock',
      url: data.url,
    },
  }
}

/** Safe inside a <script> element: no "</script>" can close it early (the data blocks' `jsonText`). */
export const jsonLdText = (data: unknown): string => jsonText(data)
