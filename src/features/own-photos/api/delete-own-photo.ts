import { apiRequest } from '../../../lib/api-client'
import type { Language } from '../../../config/languages'

/**
 * DELETE /uploads/{id}: the upload and its files are gone (204). An ordered one is kept for
 * production and complaints: 409 with the API's message naming the order.
 */
export async function deleteOwnPhoto(id: string, language: Language): Promise<void> {
  await apiRequest(`/uploads/${encodeURIComponent(id)}`, { method: 'DELETE', language })
}
