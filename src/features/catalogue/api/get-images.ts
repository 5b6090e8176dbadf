import { flatten, type Flat } from '@print-shop/shop-domain/camel-case'
import type { ImageResource, ImagesDocument } from '@print-shop/shop-domain/responses/catalogue'
import { apiRequest } from '../../../lib/api-client'
import type { Language } from '../../../config/languages'
import { IMAGES_PER_PAGE } from '../../../config/catalogue'
import { currencyFor, type Currency } from '../../../lib/format'
import type { CatalogueImage, ImageFilters, ImageListSource } from '../types'

export type { ImageResource, ImagesDocument }

export interface ImageListPage {
  images: CatalogueImage[]
  total: number
  lastPage: number
}

/** The API's query string for one grid page. */
export function imagesQuery(source: ImageListSource, filters: ImageFilters): string {
  const params = new URLSearchParams({
    per_page: String(IMAGES_PER_PAGE),
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
export function toCatalogueImage(image: FlatImage, language: Language): CatalogueImage {
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
export const reshapeImage = (resource: ImageResource, language: Language) =>
  toCatalogueImage(flatten(resource), language)

/** One page of a category's, subcategory's or the popular products, filtered, from the live API. */
export async function getImageList(
  source: ImageListSource,
  filters: ImageFilters,
  language: Language,
  signal?: AbortSignal,
): Promise<ImageListPage> {
  const document = await apiRequest<ImagesDocument>(imagesQuery(source, filters), {
    language,
    signal,
  })
  return {
    images: document.data.map((resource) => reshapeImage(resource, language)),
    total: document.meta?.total ?? document.data.length,
    lastPage: document.meta?.last_page ?? 1,
  }
}
