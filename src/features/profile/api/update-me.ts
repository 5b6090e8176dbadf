import type { accountChangesBody } from '@print-shop/shop-domain/requests/accounts'
import type { Static } from 'typebox'
import { apiRequest } from '../../../lib/api-client'
import type { Language } from '../../../config/languages'
import { userFrom } from '../../../lib/session/api/get-me'
import type { SocialDriver } from '../../auth'
import type { User } from '../../../lib/session/user'

/** What PATCH /me takes: only the fields sent are changed. */
export interface UpdateMeFields {
  name?: string
  /** Null (or blank) removes the phone number. */
  phoneNumber?: string | null
  locale?: Language
  marketingConsent?: boolean
  email?: string
  /** Needed with a new e-mail when the account has a password. */
  currentPassword?: string
  /** Needed with a new e-mail when it has none: a fresh Google or Facebook token of the account. */
  socialToken?: string
  socialDriver?: SocialDriver
}

/** The fields given, as the API's body: a field left out is not sent. */
function updateMeBody(fields: UpdateMeFields): Static<typeof accountChangesBody> {
  return {
    ...(fields.name !== undefined && { name: fields.name }),
    ...(fields.phoneNumber !== undefined && { phone_number: fields.phoneNumber }),
    ...(fields.locale !== undefined && { locale: fields.locale }),
    ...(fields.marketingConsent !== undefined && { marketing_consent: fields.marketingConsent }),
    ...(fields.email !== undefined && { email: fields.email }),
    ...(fields.currentPassword !== undefined && { current_password: fields.currentPassword }),
    ...(fields.socialToken !== undefined && { social_token: fields.socialToken }),
    ...(fields.socialDriver !== undefined && { social_driver: fields.socialDriver }),
  }
}

/**
 * PATCH /me → the changed user. A new e-mail waits in `pending_email` until its link is followed;
 * it answers 422 on `current_password` (or `social_token`) when the confirmation is wrong and on
 * `email` when another account has it.
 */
export async function updateMe(fields: UpdateMeFields, language: Language): Promise<User> {
  const document = await apiRequest('/me', {
    method: 'PATCH',
    body: updateMeBody(fields),
    language,
  })
  return userFrom(document)
}
