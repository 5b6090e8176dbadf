import useSWR from 'swr'
import { ApiError, apiRequest, readCookie } from '../../../lib/api-client'
import { flatten, type JsonApiDocument, type Resource } from '../../../lib/jsonapi'
import { useI18next } from '../../../lib/i18n/page-language'
import { defaultLanguage, isLanguage, type Language } from '../../../config/languages'
import { useAfterHydration } from '../../../hooks/use-after-hydration'
import type { ProductDetails } from '../types'
import { reshapeProduct, type ImageResource } from './get-products'

/** GET /images/{id} flattened: the image's attributes, its categories and subcategories included. */
type ImageDocument = ImageResource['attributes'] & {
  id: string
  description?: string | null
  author?: string | null
  licence?: string | null
  categories?: Array<{ id: string; slug?: string; title?: string }>
  subcategories?: Array<{ id: string; slug?: string; name?: string }>
}

/** The API's image as the product page shows it: the same shape the build's data gives. */
export function reshapeProductDetails(image: ImageDocument, language: Language): ProductDetails {
  const { id, categories = [], subcategories = [], ...attributes } = image
  return {
    ...reshapeProduct({ id, attributes }, language),
    description: image.description ?? '',
    author: image.author || null,
    licence: image.licence || null,
    categories: categories.flatMap(({ slug, title }) => (slug && title ? [{ slug, title }] : [])),
    subcategories: subcategories.flatMap(({ slug, name }) =>
      slug && name ? [{ slug, name }] : [],
    ),
  }
}

/**
 * One product from the live API. The call also remembers the view in the visitor's session for
 * "recently viewed"; the API starts no session on it, so a first-time visitor gets one from GET /csrf
 * first.
 */
export async function getProduct(
  id: string,
  language: Language,
  signal?: AbortSignal,
): Promise<ProductDetails> {
  if (!readCookie('XSRF-TOKEN')) await apiRequest('/csrf', { language, signal })
  const document = await apiRequest<JsonApiDocument<Resource>>(
    `/images/${encodeURIComponent(id)}`,
    { language, signal },
  )
  return reshapeProductDetails(flatten<ImageDocument>(document), language)
}

export interface LiveProduct {
  /** The product as the API has it now; undefined until it answers. */
  product?: ProductDetails
  /** The API no longer has it: the owner withdrew or deleted it. */
  removed: boolean
  /** The API could not be asked (network, server error). */
  failed: boolean
  retry: () => void
}

/**
 * The product as the live API has it, asked for once the page has hydrated: a page built before a
 * price change or a withdrawal shows what is true now, and a product added since the build shows
 * at all.
 */
export function useLiveProduct(id: string | undefined): LiveProduct {
  const { language } = useI18next()
  const lang = isLanguage(language) ? language : defaultLanguage
  const started = useAfterHydration()
  const { data, error, mutate } = useSWR(started && id ? ['product', id, lang] : null, () =>
    getProduct(id!, lang),
  )
  const removed = error instanceof ApiError && error.status === 404
  return {
    product: data,
    removed,
    failed: Boolean(error) && !removed,
    retry: () => void mutate(),
  }
}
