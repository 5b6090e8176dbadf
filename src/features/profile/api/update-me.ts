import { apiRequest } from '../../../lib/api-client'
import type { Language } from '../../../config/languages'
import { userFrom } from '../../../lib/session/api/get-me'
import type { SocialDriver } from '../../auth'
import type { User } from '../../../lib/session/user'

/** What PATCH /me takes: only the fields sent are changed. */
export interface UpdateMeFields {
  name?: string
  /** Null (or blank) removes the phone number. */
  phone_number?: string | null
  locale?: Language
  marketing_consent?: boolean
  email?: string
  /** Needed with a new e-mail when the account has a password. */
  current_password?: string
  /** Needed with a new e-mail when it has none: a fresh Google or Facebook token of the account. */
  social_token?: string
  social_driver?: SocialDriver
}

/**
 * PATCH /me → the changed user. A new e-mail waits in `pending_email` until its link is followed;
 * it answers 422 on `current_password` (or `social_token`) when the confirmation is wrong and on
 * `email` when another account has it.
 */
export async function updateMe(fields: UpdateMeFields, language: Language): Promise<User> {
  const document = await apiRequest('/me', { method: 'PATCH', body: fields, language })
  return userFrom(document)
}
