import useSWR from 'swr'
import { ApiError, apiRequest, readCookie } from '../../../lib/api-client'
import type { Resource, ResourceIdentifier } from '../../../lib/jsonapi'
import { useI18next } from '../../../lib/i18n/page-language'
import { defaultLanguage, isLanguage, type Language } from '../../../config/languages'
import { useAfterHydration } from '../../../hooks/use-after-hydration'
import type { ProductLayout } from '../hooks/use-printing-layouts'
import type { ProductDetails } from '../types'
import { reshapeProduct, type ImageResource } from './get-products'

/** GET /images/{id}: the image, with its categories and subcategories (and layouts) included. */
export interface ImageDocument {
  data: ImageResource & {
    attributes: {
      description?: string | null
      author?: string | null
      licence?: string | null
      scalable?: boolean | null
    }
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
const number = (value: unknown) => (typeof value === 'number' ? value : 0)

interface SizeAttributes {
  width_mm: number
  height_mm: number
  price: number
}

/**
 * The layouts the API includes with an image, with their papers, as the build's layout nodes give
 * them: the configurator prices with what the shop charges now, not what it charged at the build.
 */
export function reshapeLayouts(document: ImageDocument): ProductLayout[] {
  const included = document.included ?? []
  const papers = new Map(
    included.filter((resource) => resource.type === 'papers').map((paper) => [paper.id, paper]),
  )
  return included
    .filter((resource) => resource.type === 'layouts')
    .map(({ id, attributes = {}, relationships }) => {
      const linked = relationships?.papers?.data
      const paperIds = (Array.isArray(linked) ? linked : []).map((paper) => paper.id)
      const custom = attributes.custom_price as Record<string, unknown> | null | undefined
      return {
        apiId: id,
        slug: String(attributes.slug ?? ''),
        name: String(attributes.name ?? ''),
        description: String(attributes.description ?? ''),
        minSideMm: number(attributes.min_side_mm),
        maxSideMm: number(attributes.max_side_mm),
        sizes: ((attributes.sizes ?? []) as SizeAttributes[]).map((size) => ({
          widthMm: size.width_mm,
          heightMm: size.height_mm,
          price: size.price,
        })),
        customSizes: custom != null,
        customPrice: custom
          ? { base: number(custom.base), perSquareMetre: number(custom.per_square_metre) }
          : null,
        currency: String(attributes.currency ?? ''),
        productionDays: number(attributes.production_days),
        edgeMm: number(attributes.edge_mm),
        papers: paperIds.flatMap((paperId) => {
          const paper = papers.get(paperId)?.attributes
          return paper
            ? [
                {
                  apiId: paperId,
                  slug: String(paper.slug ?? ''),
                  name: String(paper.name ?? ''),
                  description: String(paper.description ?? ''),
                  surchargePercent: number(paper.surcharge_percent),
                },
              ]
            : []
        }),
      }
    })
}

/** What the live API says of one product: the product, and the layouts it prints as, priced now. */
export interface LiveProductData {
  product: ProductDetails
  layouts: ProductLayout[]
}

/** The API's image as the product page shows it: the same shape the build's data gives. */
export function reshapeProductDetails(document: ImageDocument, language: Language): ProductDetails {
  const { attributes } = document.data
  return {
    ...reshapeProduct(document.data, language),
    description: attributes.description ?? '',
    author: text(attributes.author),
    licence: text(attributes.licence),
    scalable: attributes.scalable === true,
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
): Promise<LiveProductData> {
  if (!readCookie('XSRF-TOKEN')) await apiRequest('/csrf', { language, signal })
  const document = await apiRequest<ImageDocument>(`/images/${encodeURIComponent(id)}`, {
    language,
    signal,
  })
  return { product: reshapeProductDetails(document, language), layouts: reshapeLayouts(document) }
}

export interface LiveProduct {
  /** The product as the API has it now; undefined until it answers. */
  product?: ProductDetails
  /** Its layouts with today's prices; undefined until the API answers. */
  layouts?: readonly ProductLayout[]
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
    product: data?.product,
    layouts: data?.layouts.length ? data.layouts : undefined,
    removed,
    failed: Boolean(error) && !removed,
    retry: () => void mutate(),
  }
}
