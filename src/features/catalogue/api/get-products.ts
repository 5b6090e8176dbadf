import { flatten, type Flat } from '@print-shop/shop-domain/camel-case'
import type { ImageResource, ImagesDocument } from '@print-shop/shop-domain/responses/catalogue'
import { apiRequest } from '../../../lib/api-client'
import type { Language } from '../../../config/languages'
import { PRODUCTS_PER_PAGE } from '../../../config/catalogue'
import { currencyFor, type Currency } from '../../../lib/format'
import type { CatalogueProduct, ProductFilters, ProductListSource } from '../types'

export type { ImageResource, ImagesDocument }

export interface ProductPage {
  products: CatalogueProduct[]
  total: number
  lastPage: number
}

/** The API's query string for one grid page. */
export function productsQuery(source: ProductListSource, filters: ProductFilters): string {
  const params = new URLSearchParams({
    per_page: String(PRODUCTS_PER_PAGE),
    page: String(filters.page),
  })
  if (source.kind === 'popular') return `/homepage/popular_products?${params.toString()}`
  params.set(`filter[${source.kind}]`, source.slug)
  if (filters.orientation) params.set('filter[orientation]', filters.orientation)
  if (filters.colours.length > 0) params.set('filter[colors]', filters.colours.join(','))
  return `/images?${params.toString()}`
}

function asCurrency(currency: string | undefined): Currency | undefined {
  return currency === 'CZK' || currency === 'EUR' ? currency : undefined
}

/** An image flattened (shop-domain's `flatten`, or the storefront's, from a relationship). */
export type FlatImage = Flat<ImageResource>

/**
 * An image as the storefront's product (the reshaping happens here, at the edge). A provider's API
 * may leave out the currency (the page's language decides then) and the media endpoint (then the
 * plain `url` shows).
 */
export function productFromImage(image: FlatImage, language: Language): CatalogueProduct {
  const { id, name, fromPrice, currency, mediaUrl, url, width, height, colors } = image
  return {
    apiId: id,
    name,
    fromPrice,
    currency: asCurrency(currency) ?? currencyFor(language),
    mediaUrl: mediaUrl ?? '',
    url,
    width,
    height,
    colors,
  }
}

/** A JSON:API image as the storefront's product. */
export const reshapeProduct = (resource: ImageResource, language: Language) =>
  productFromImage(flatten(resource), language)

/** One page of a category's, subcategory's or the popular products, filtered, from the live API. */
export async function getProducts(
  source: ProductListSource,
  filters: ProductFilters,
  language: Language,
  signal?: AbortSignal,
): Promise<ProductPage> {
  const document = await apiRequest<ImagesDocument>(productsQuery(source, filters), {
    language,
    signal,
  })
  return {
    products: document.data.map((resource) => reshapeProduct(resource, language)),
    total: document.meta?.total ?? document.data.length,
    lastPage: document.meta?.last_page ?? 1,
  }
}
