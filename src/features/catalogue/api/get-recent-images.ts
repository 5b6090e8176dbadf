import { apiRequest } from '../../../lib/api-client'
import type { Language } from '../../../config/languages'
import type { CatalogueProduct } from '../types'
import { reshapeProduct, type ImagesDocument } from './get-products'

/** GET /recent_images: what this visitor (session or account) looked at last, newest first. */
export async function getRecentImages(
  language: Language,
  signal?: AbortSignal,
): Promise<CatalogueProduct[]> {
  const document = await apiRequest<ImagesDocument>('/recent_images', { language, signal })
  return document.data.map((resource) => reshapeProduct(resource, language))
}
