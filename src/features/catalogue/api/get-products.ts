import { apiRequest } from '../../../lib/api-client'
import type { Language } from '../../../config/languages'
import { PRODUCTS_PER_PAGE } from '../../../config/catalogue'
import { currencyFor, type Currency } from '../../../lib/format'
import type { CatalogueProduct, ProductFilters, ProductListSource } from '../types'

export interface ImageResource {
  id: string
  attributes: {
    name: string
    from_price: number
    /** The API's own; a provider may leave it out (the page's language decides then). */
    currency?: string
    /** Absent from a provider's API without the media endpoint. */
    media_url?: string | null
    url?: string | null
    width: number
    height: number
    placeholder?: string | null
    colors?: string[] | null
  }
}

export interface ImagesDocument {
  data: ImageResource[]
  meta?: { total?: number; last_page?: number }
}

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

/** A JSON:API image as the storefront's product (the reshaping happens here, at the edge). */
export function reshapeProduct(resource: ImageResource, language: Language): CatalogueProduct {
  const { attributes } = resource
  return {
    apiId: resource.id,
    name: attributes.name,
    fromPrice: attributes.from_price,
    currency: asCurrency(attributes.currency) ?? currencyFor(language),
    mediaUrl: attributes.media_url ?? '',
    url: attributes.url,
    width: attributes.width,
    height: attributes.height,
    colors: attributes.colors,
  }
}

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
