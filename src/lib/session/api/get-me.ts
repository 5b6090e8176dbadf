import { apiRequest } from '../../api-client'
import { flatten, type JsonApiDocument, type Resource } from '../../jsonapi'
import type { Language } from '../../../config/languages'
import type { User } from '../user'

/** The user as the account calls answer with it (JSON:API, flattened). */
export interface UserDocument {
  id: string
  name: string
  email: string
  phone_number: string | null
  locale: string | null
  marketing_consent: boolean
  has_password: boolean
  email_verified?: boolean
  pending_email?: string | null
  avatar: { id: string; initial: string; url: string | null } | null
}

function reshapeUser(user: UserDocument): User {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    phoneNumber: user.phone_number,
    locale: user.locale,
    marketingConsent: user.marketing_consent,
    hasPassword: user.has_password,
    ...(user.email_verified !== undefined && { emailVerified: user.email_verified }),
    ...(user.pending_email !== undefined && { pendingEmail: user.pending_email }),
    avatar: user.avatar
      ? { id: user.avatar.id, initial: user.avatar.initial, url: user.avatar.url }
      : null,
  }
}

/** Reads the user out of any account call's answer (login, register, reset all answer with it). */
export function userFrom(document: unknown): User {
  return reshapeUser(flatten<UserDocument>(document as JsonApiDocument<Resource>))
}

/** GET /me: the signed-in user with the avatar included (401 when the session has ended). */
export async function getMe(language: Language): Promise<User> {
  return userFrom(await apiRequest<JsonApiDocument<Resource>>('/me', { language }))
}
