import type {
  socialLink,
  socialLoginBody,
  socialRegistrationBody,
} from '@print-shop/shop-domain/requests/accounts'
import type { SocialDriver } from '@print-shop/shop-domain/social-drivers'
import type { Static } from 'typebox'
import { ApiError, apiRequest } from '../../../lib/api-client'
import { track, accountEvent } from '../../analytics'
import type { Language } from '../../../config/languages'
import type { User } from '../../../lib/session/user'
import { logout } from '../../../lib/session/api/logout'
import { userFrom } from '../../../lib/session/api/get-me'

export type { SocialDriver }

export interface SocialCredential {
  driver: SocialDriver
  /** The provider's ID token (a signed JWT the API verifies against the provider's keys). */
  token: string
  /** Facebook gives the person's name; Google registers with "-" and the API reads the token. */
  name?: string
}

/**
 * The API found an account with the token's e-mail that the token may not join by itself (the
 * address is not verified on one side): the shopper signs in to it once, and the token goes along
 * as `link`.
 */
export class SocialLinkRequired extends Error {
  constructor(readonly credential: SocialCredential) {
    super('sign in once to link this provider')
    this.name = 'SocialLinkRequired'
  }
}

/** What a sign-in sends to link a provider account to the account it signs in to. */
export const linkBody = (link: SocialCredential): Static<typeof socialLink> => ({
  token: link.token,
  driver: link.driver,
})

/**
 * POST /auth/login with the provider's token (and another provider's token to link, if any).
 * `remember` is left to the API's default (not remembered).
 */
export async function socialLogin(
  credential: SocialCredential,
  language: Language,
  link?: SocialCredential | null,
) {
  const document = await apiRequest('/auth/login', {
    method: 'POST',
    body: {
      token: credential.token,
      driver: credential.driver,
      ...(link && link.driver !== credential.driver ? { link: linkBody(link) } : {}),
    } satisfies Omit<Static<typeof socialLoginBody>, 'remember'>,
    language,
  })
  const user = userFrom(document)
  track(accountEvent('login', credential.driver))
  return user
}

/** POST /auth/register with the provider's token: terms accepted by choosing the button. */
export async function socialRegister(credential: SocialCredential, language: Language) {
  const document = await apiRequest('/auth/register', {
    method: 'POST',
    body: {
      token: credential.token,
      driver: credential.driver,
      name: credential.driver === 'google' ? '-' : credential.name || '-',
      terms_accepted: true,
      remember: true,
      locale: language,
    } satisfies Static<typeof socialRegistrationBody>,
    language,
  })
  const user = userFrom(document)
  track(accountEvent('sign_up', credential.driver))
  return user
}

const isUnprocessable = (error: unknown) => error instanceof ApiError && error.status === 422
const isConflict = (error: unknown) => error instanceof ApiError && error.status === 409

/**
 * The spec's social flows. Login: try to log in, on 422 (no such account) register, then log in.
 * Register: try to register, on 422 (the account exists) log in. A 409 from the login becomes
 * SocialLinkRequired. `link` is a provider account of an earlier 409, linked on this sign-in.
 */
export async function signInWithProvider(
  credential: SocialCredential,
  mode: 'login' | 'register',
  language: Language,
  link?: SocialCredential | null,
): Promise<User> {
  try {
    return await socialFlow(credential, mode, language, link)
  } catch (error) {
    if (isConflict(error)) throw new SocialLinkRequired(credential)
    throw error
  }
}

async function socialFlow(
  credential: SocialCredential,
  mode: 'login' | 'register',
  language: Language,
  link?: SocialCredential | null,
): Promise<User> {
  // Any earlier session ends first, as before every sign-in; a failure here is not the shopper's.
  await logout(language).catch(() => undefined)
  if (mode === 'register') {
    try {
      return await socialRegister(credential, language)
    } catch (error) {
      if (!isUnprocessable(error)) throw error
      return socialLogin(credential, language, link)
    }
  }
  try {
    return await socialLogin(credential, language, link)
  } catch (error) {
    if (!isUnprocessable(error)) throw error
    await socialRegister(credential, language)
    return socialLogin(credential, language)
  }
}
