import { apiRequest } from '../../../lib/api-client'
import type { Language } from '../../../config/languages'
import type { User } from '../../../lib/session/user'
import { userFrom } from '../../../lib/session/api/get-me'

export interface ResetPasswordInput {
  /** E-mail and token come from the link in the e-mail (the page's query). */
  email: string
  token: string
  password: string
  password_confirmation: string
}

/** POST /auth/password/reset: sets the new password and signs in (remember is always false). */
export async function resetPassword(input: ResetPasswordInput, language: Language): Promise<User> {
  const document = await apiRequest('/auth/password/reset', {
    method: 'POST',
    body: { ...input, remember: false },
    language,
  })
  return userFrom(document)
}
