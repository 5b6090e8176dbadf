import { flatten } from '@print-shop/shop-domain/camel-case'
import type {
  CategoryResource,
  ImageDocument,
  LayoutResource,
  PaperResource,
  SubcategoryResource,
} from '@print-shop/shop-domain/responses/catalogue'
import type { AnyResource } from '@print-shop/shop-domain/responses/jsonapi'
import { ApiError, apiRequest, ensureSession } from '../../../lib/api-client'
import { useI18next } from '../../../lib/i18n/page-language'
import { defaultLanguage, isLanguage, type Language } from '../../../config/languages'
import { useLateSWR } from '../../../hooks/use-late-swr'
import type { ImageLayout } from '../hooks/use-printing-layouts'
import type { ImageDetails } from '../types'
import { reshapeImage } from './get-images'

export type { ImageDocument }

/**
 * The resources of one type a relationship names, from `included`. Read here rather than through
 * the storefront's document `flatten`: categories and subcategories name each other, and the
 * flattening's visits run out on that cycle before it reaches the image's subcategories. For the
 * same cycle the catalogue's schemas declare no relationships (see shop-domain/responses/catalogue).
 */
function related<Related extends AnyResource>(
  document: ImageDocument,
  name: string,
  isRelated: (resource: AnyResource) => resource is Related,
): Related[] {
  const linked = document.data.relationships?.[name]?.data
  const identifiers = Array.isArray(linked) ? linked : linked ? [linked] : []
  return identifiers.flatMap(({ type, id }) =>
    (document.included ?? []).filter(
      (resource): resource is Related =>
        isRelated(resource) && resource.type === type && resource.id === id,
    ),
  )
}

const text = (value: string | null | undefined) => value || null

const isCategory = (resource: AnyResource): resource is CategoryResource =>
  resource.type === 'categories'
const isSubcategory = (resource: AnyResource): resource is SubcategoryResource =>
  resource.type === 'subcategories'
const isLayout = (resource: AnyResource): resource is LayoutResource => resource.type === 'layouts'
const isPaper = (resource: AnyResource): resource is PaperResource => resource.type === 'papers'

/**
 * The layouts the API includes with an image, with their papers, as the build's layout nodes give
 * them: the configurator prices with what the shop charges now, not what it charged at the build.
 */
export function reshapeLayouts(document: Pick<ImageDocument, 'included'>): ImageLayout[] {
  const included = document.included ?? []
  const papers = new Map(included.filter(isPaper).map((paper) => [paper.id, flatten(paper)]))
  return included.filter(isLayout).map((resource) => {
    const { id, type: _type, customPrice, ...layout } = flatten(resource)
    const linked = resource.relationships?.papers?.data
    const paperIds = (Array.isArray(linked) ? linked : []).map((paper) => paper.id)
    return {
      ...layout,
      apiId: id,
      // A provider's layout without a custom price offers the listed sizes only.
      customSizes: customPrice != null,
      customPrice: customPrice ?? null,
      papers: paperIds.flatMap((paperId) => {
        const paper = papers.get(paperId)
        if (!paper) return []
        const { id: apiId, slug, name, description, surchargePercent } = paper
        return [{ apiId, slug, name, description, surchargePercent }]
      }),
    }
  })
}

/** What the live API says of one product: the product, and the layouts it prints as, priced now. */
export interface LiveImageData {
  image: ImageDetails
  layouts: ImageLayout[]
}

/** The API's image as the product page shows it: the same shape the build's data gives. */
export function reshapeImageDetails(document: ImageDocument, language: Language): ImageDetails {
  const image = flatten(document.data)
  return {
    ...reshapeImage(document.data, language),
    description: image.description ?? '',
    author: text(image.author),
    licence: text(image.licence),
    scalable: image.scalable === true,
    categories: related(document, 'categories', isCategory).flatMap(({ attributes }) => {
      const [slug, title] = [text(attributes.slug), text(attributes.title)]
      return slug && title ? [{ slug, title }] : []
    }),
    subcategories: related(document, 'subcategories', isSubcategory).flatMap(({ attributes }) => {
      const [slug, name] = [text(attributes.slug), text(attributes.name)]
      return slug && name ? [{ slug, name }] : []
    }),
  }
}

/**
 * One product from the live API. The call also remembers the view in the visitor's session for
 * "recently viewed"; the API starts no session on it, so a first-time visitor gets one from GET /csrf
 * first.
 */
export async function getImageDetails(
  id: string,
  language: Language,
  signal?: AbortSignal,
): Promise<LiveImageData> {
  await ensureSession()
  const document = await apiRequest<ImageDocument>(`/images/${encodeURIComponent(id)}`, {
    language,
    signal,
  })
  return { image: reshapeImageDetails(document, language), layouts: reshapeLayouts(document) }
}

export interface LiveImage {
  /** The product as the API has it now; undefined until it answers. */
  image?: ImageDetails
  /** Its layouts with today's prices; undefined until the API answers. */
  layouts?: readonly ImageLayout[]
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
export function useLiveImage(id: string | undefined): LiveImage {
  const { language } = useI18next()
  const lang = isLanguage(language) ? language : defaultLanguage
  const { data, error, mutate } = useLateSWR(id ? ['product', id, lang] : null, () =>
    getImageDetails(id!, lang),
  )
  const removed = error instanceof ApiError && error.status === 404
  return {
    image: data?.image,
    layouts: data?.layouts.length ? data.layouts : undefined,
    removed,
    failed: Boolean(error) && !removed,
    retry: () => void mutate(),
  }
}
