import { apiRequest } from '../../../lib/api-client'
import type { Language } from '../../../config/languages'

/** POST /auth/password/forgot: e-mails a reset link (the same answer whether the account exists). */
export function forgotPassword(email: string, language: Language): Promise<unknown> {
  return apiRequest('/auth/password/forgot', { method: 'POST', body: { email }, language })
}
