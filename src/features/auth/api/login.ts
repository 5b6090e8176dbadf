import type { passwordLoginBody } from '@print-shop/shop-domain/requests/accounts'
import type { Static } from 'typebox'
import { apiRequest } from '../../../lib/api-client'
import { track, accountEvent } from '../../analytics'
import type { Language } from '../../../config/languages'
import type { User } from '../../../lib/session/user'
import { userFrom } from '../../../lib/session/api/get-me'
import { logout } from '../../../lib/session/api/logout'
import { linkBody, type SocialCredential } from './social-login'

export interface LoginInput {
  username: string
  password: string
  remember?: boolean
}

/**
 * POST /auth/login with e-mail and password; a logout call goes first (spec section 4). `link` is
 * the Google or Facebook account of an earlier 409, linked to the account on this sign-in.
 */
export async function login(
  input: LoginInput,
  language: Language,
  link?: SocialCredential | null,
): Promise<User> {
  await logout(language)
  const document = await apiRequest('/auth/login', {
    method: 'POST',
    body: {
      username: input.username,
      password: input.password,
      remember: input.remember ?? true,
      ...(link ? { link: linkBody(link) } : {}),
    } satisfies Static<typeof passwordLoginBody>,
    language,
  })
  const user = userFrom(document)
  track(accountEvent('login', 'email'))
  return user
}
