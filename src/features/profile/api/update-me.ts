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

/** The API's names of the fields; a field left out is not sent. */
const wireNames: Record<keyof UpdateMeFields, string> = {
  name: 'name',
  phoneNumber: 'phone_number',
  locale: 'locale',
  marketingConsent: 'marketing_consent',
  email: 'email',
  currentPassword: 'current_password',
  socialToken: 'social_token',
  socialDriver: 'social_driver',
}

function updateMeBody(fields: UpdateMeFields): Record<string, unknown> {
  const body: Record<string, unknown> = {}
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined) body[wireNames[name as keyof UpdateMeFields]] = value
  }
  return body
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
