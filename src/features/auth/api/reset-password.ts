import type { resetPasswordBody } from '@print-shop/shop-domain/requests/accounts'
import type { Static } from 'typebox'
import { apiRequest } from '../../../lib/api-client'
import type { Language } from '../../../config/languages'
import type { User } from '../../../lib/session/user'
import { userFrom } from '../../../lib/session/api/get-me'

export interface ResetPasswordInput {
  /** E-mail and token come from the link in the e-mail (the page's query). */
  email: string
  token: string
  password: string
  passwordConfirmation: string
}

/** POST /auth/password/reset: sets the new password and signs in (remember is always false). */
export async function resetPassword(input: ResetPasswordInput, language: Language): Promise<User> {
  const document = await apiRequest('/auth/password/reset', {
    method: 'POST',
    body: {
      email: input.email,
      token: input.token,
      password: input.password,
      password_confirmation: input.passwordConfirmation,
      remember: false,
    } satisfies Static<typeof resetPasswordBody>,
    language,
  })
  return userFrom(document)
}
