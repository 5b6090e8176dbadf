import type { updatePasswordBody } from '@print-shop/shop-domain/requests/accounts'
import type { Static } from 'typebox'
import { apiRequest } from '../../../lib/api-client'
import type { Language } from '../../../config/languages'
import { userFrom } from '../../../lib/session/api/get-me'
import type { SocialDriver } from '../../auth'
import type { User } from '../../../lib/session/user'

export interface UpdatePasswordInput {
  /** Left out by accounts from Google or Facebook setting their first password. */
  currentPassword?: string
  password: string
  passwordConfirmation: string
  /** Instead of a current password: a fresh Google or Facebook token of the account. */
  socialToken?: string
  socialDriver?: SocialDriver
}

/**
 * POST /auth/password/update → the user. Signs out the user's other sessions; answers 422 on
 * `current_password`, `password` (too short) or `password_confirmation`.
 */
export async function updatePassword(
  input: UpdatePasswordInput,
  language: Language,
): Promise<User> {
  const document = await apiRequest('/auth/password/update', {
    method: 'POST',
    body: {
      ...(input.currentPassword !== undefined && { current_password: input.currentPassword }),
      password: input.password,
      password_confirmation: input.passwordConfirmation,
      ...(input.socialToken !== undefined && { social_token: input.socialToken }),
      ...(input.socialDriver !== undefined && { social_driver: input.socialDriver }),
    } satisfies Static<typeof updatePasswordBody>,
    language,
  })
  return userFrom(document)
}
