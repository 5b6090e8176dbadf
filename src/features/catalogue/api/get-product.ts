import useSWR from 'swr'
import { ApiError, apiRequest, readCookie } from '../../../lib/api-client'
import type { Resource, ResourceIdentifier } from '../../../lib/jsonapi'
import { useI18next } from '../../../lib/i18n/page-language'
import { defaultLanguage, isLanguage, type Language } from '../../../config/languages'
import { useAfterHydration } from '../../../hooks/use-after-hydration'
import type { ProductDetails } from '../types'
import { reshapeProduct, type ImageResource } from './get-products'

/** GET /images/{id}: the image, with its categories and subcategories (and layouts) included. */
export interface ImageDocument {
  data: ImageResource & {
    attributes: { description?: string | null; author?: string | null; licence?: string | null }
    relationships?: Record<string, { data: ResourceIdentifier | ResourceIdentifier[] | null }>
  }
  included?: Resource[]
}

/**
 * The attributes of the resources a relationship names, from `included`. Read here rather than
 * through `flatten`: categories and subcategories name each other, and the flattening's visits run
 * out on that cycle before it reaches the image's subcategories.
 */
function related(document: ImageDocument, name: string): Array<Record<string, unknown>> {
  const linked = document.data.relationships?.[name]?.data
  const identifiers = Array.isArray(linked) ? linked : linked ? [linked] : []
  return identifiers.flatMap<Record<string, unknown>>(
    ({ type, id }) =>
      document.included?.find((resource) => resource.type === type && resource.id === id)
        ?.attributes ?? [],
  )
}

const text = (value: unknown) => (typeof value === 'string' && value ? value : null)

/** The API's image as the product page shows it: the same shape the build's data gives. */
export function reshapeProductDetails(document: ImageDocument, language: Language): ProductDetails {
  const { attributes } = document.data
  return {
    ...reshapeProduct(document.data, language),
    description: attributes.description ?? '',
    author: text(attributes.author),
    licence: text(attributes.licence),
    categories: related(document, 'categories').flatMap(({ slug, title }) => {
      const [categorySlug, categoryTitle] = [text(slug), text(title)]
      return categorySlug && categoryTitle ? [{ slug: categorySlug, title: categoryTitle }] : []
    }),
    subcategories: related(document, 'subcategories').flatMap(({ slug, name }) => {
      const [subcategorySlug, subcategoryName] = [text(slug), text(name)]
      return subcategorySlug && subcategoryName
        ? [{ slug: subcategorySlug, name: subcategoryName }]
        : []
    }),
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
  const document = await apiRequest<ImageDocument>(`/images/${encodeURIComponent(id)}`, {
    language,
    signal,
  })
  return reshapeProductDetails(document, language)
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
