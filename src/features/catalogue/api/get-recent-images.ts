import { apiRequest } from '../../../lib/api-client'
import type { Language } from '../../../config/languages'
import type { CatalogueImage } from '../types'
import { reshapeImage, type ImagesDocument } from './get-images'

/** GET /recent_images: what this visitor (session or account) looked at last, newest first. */
export async function getRecentImages(
  language: Language,
  signal?: AbortSignal,
): Promise<CatalogueImage[]> {
  const document = await apiRequest<ImagesDocument>('/recent_images', { language, signal })
  return document.data.map((resource) => reshapeImage(resource, language))
}
