import { ApiError, apiRequest } from '../../../lib/api-client'
import type { Language } from '../../../config/languages'
import type { User } from '../types'
import { logout } from './logout'
import { userFrom } from './get-me'

export type SocialDriver = 'google' | 'facebook'

export interface SocialCredential {
  driver: SocialDriver
  /** The provider's ID token (a signed JWT the API verifies against the provider's keys). */
  token: string
  /** Facebook gives the person's name; Google registers with "-" and the API reads the token. */
  name?: string
}

/** POST /auth/login with the provider's token. */
export async function socialLogin(credential: SocialCredential, language: Language) {
  const document = await apiRequest('/auth/login', {
    method: 'POST',
    body: { token: credential.token, driver: credential.driver },
    language,
  })
  return userFrom(document)
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
    },
    language,
  })
  return userFrom(document)
}

const isUnprocessable = (error: unknown) => error instanceof ApiError && error.status === 422

/**
 * The spec's social flows. Login: try to log in, on 422 (no such account) register, then log in.
 * Register: try to register, on 422 (the account exists) log in.
 */
export async function signInWithProvider(
  credential: SocialCredential,
  mode: 'login' | 'register',
  language: Language,
): Promise<User> {
  // Any earlier session ends first, as before every sign-in; a failure here is not the shopper's.
  await logout(language).catch(() => undefined)
  if (mode === 'register') {
    try {
      return await socialRegister(credential, language)
    } catch (error) {
      if (!isUnprocessable(error)) throw error
      return socialLogin(credential, language)
    }
  }
  try {
    return await socialLogin(credential, language)
  } catch (error) {
    if (!isUnprocessable(error)) throw error
    await socialRegister(credential, language)
    return socialLogin(credential, language)
  }
}
