import { apiRequest } from '../../../lib/api-client'
import type { Language } from '../../../config/languages'
import type { User } from '../../../lib/session/user'
import { userFrom } from '../../../lib/session/api/get-me'
import { logout } from '../../../lib/session/api/logout'

export interface RegistrationInput {
  email: string
  password: string
  password_confirmation: string
  name: string
  /** Calling code and number, e.g. "+420 777123456". */
  phone_number: string
  street: string
  city: string
  zip: string
  country: string
}

/**
 * POST /auth/register: the consent text beside the button is the acceptance of the terms, and the
 * account's language is the one the form was filled in. A logout call goes first (spec section 7).
 */
export async function register(input: RegistrationInput, language: Language): Promise<User> {
  await logout(language)
  const document = await apiRequest('/auth/register', {
    method: 'POST',
    body: { ...input, remember: true, terms_accepted: true, locale: language },
    language,
  })
  return userFrom(document)
}
