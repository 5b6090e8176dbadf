import type { forgotPasswordBody } from '@print-shop/shop-domain/requests/accounts'
import type { Static } from 'typebox'
import { apiRequest } from '../../../lib/api-client'
import type { Language } from '../../../config/languages'

/** POST /auth/password/forgot: e-mails a reset link (the same answer whether the account exists). */
export function forgotPassword(email: string, language: Language): Promise<unknown> {
  const body: Static<typeof forgotPasswordBody> = { email }
  return apiRequest('/auth/password/forgot', { method: 'POST', body, language })
}
