import type { EuCountry } from '@print-shop/shop-domain/countries'
import type { passwordRegistrationBody } from '@print-shop/shop-domain/requests/accounts'
import type { Static } from 'typebox'
import { apiRequest } from '../../../lib/api-client'
import { track, accountEvent } from '../../analytics'
import type { Language } from '../../../config/languages'
import type { User } from '../../../lib/session/user'
import { userFrom } from '../../../lib/session/api/get-me'
import { logout } from '../../../lib/session/api/logout'

export interface RegistrationInput {
  email: string
  password: string
  passwordConfirmation: string
  name: string
  /** Calling code and number, e.g. "+420 777123456". */
  phoneNumber: string
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
    body: {
      email: input.email,
      password: input.password,
      password_confirmation: input.passwordConfirmation,
      name: input.name,
      phone_number: input.phoneNumber,
      street: input.street,
      city: input.city,
      zip: input.zip,
      // The country select offers the EU's codes only; the API checks the code all the same.
      country: input.country as EuCountry,
      remember: true,
      terms_accepted: true,
      locale: language,
    } satisfies Static<typeof passwordRegistrationBody>,
    language,
  })
  const user = userFrom(document)
  track(accountEvent('sign_up', 'email'))
  return user
}
