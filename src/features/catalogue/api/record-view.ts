import { apiRequest, readCookie } from '../../../lib/api-client'
import type { Language } from '../../../config/languages'

/**
 * GET /images/{id} remembers the view in the visitor's session. The API starts no session on that
 * call, so a first-time visitor gets one from GET /csrf first.
 */
export async function recordView(imageId: string, language: Language, signal?: AbortSignal) {
  if (!readCookie('XSRF-TOKEN')) await apiRequest('/csrf', { language, signal })
  await apiRequest(`/images/${encodeURIComponent(imageId)}`, { language, signal })
}
