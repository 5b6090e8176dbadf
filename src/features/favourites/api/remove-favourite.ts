import { ApiError, apiRequest } from '../../../lib/api-client'
import type { Language } from '../../../config/languages'

/** DELETE /favorites/{id}. A favourite that is already gone (404) is what the shopper wanted. */
export async function removeFavourite(favouriteId: string, language: Language): Promise<void> {
  try {
    await apiRequest(`/favorites/${encodeURIComponent(favouriteId)}`, {
      method: 'DELETE',
      language,
    })
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return
    throw error
  }
}
