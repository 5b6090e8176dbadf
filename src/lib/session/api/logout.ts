import { apiRequest } from '../../api-client'
import type { Language } from '../../../config/languages'

/** POST /auth/logout/normal: also called before every sign-in and registration. */
export function logout(language: Language): Promise<unknown> {
  return apiRequest('/auth/logout/normal', { method: 'POST', language })
}
