import type { users } from '../db/schema.js'
import {
  document,
  resource,
  toOne,
  type JsonApiDocument,
  type ResourceObject,
} from '../lib/jsonapi.js'

export type User = typeof users.$inferSelect

/** The letter shown in the avatar circle when there is no picture. */
function initial(name: string): string {
  const [first = ''] = Array.from(name.trim())
  return first.toLocaleUpperCase()
}

/** The avatar shares the user's id: every user has exactly one. */
export function avatarResource(user: User): ResourceObject {
  return resource('avatars', user.id, { url: user.avatarUrl, initial: initial(user.name) })
}

export function userResource(user: User): ResourceObject {
  return resource(
    'users',
    user.id,
    {
      id: user.id,
      name: user.name,
      email: user.email,
      email_verified: user.emailVerifiedAt !== null,
      /** A new address waiting for its confirmation link; `email` changes once it is followed. */
      pending_email: user.pendingEmail,
      phone_number: user.phoneNumber,
      locale: user.locale,
      marketing_consent: user.marketingConsent,
      has_password: user.passwordHash !== null,
      created_at: user.createdAt,
    },
    { avatar: toOne('avatars', user.id) },
  )
}

/** What every account call answers: the user with the avatar included. */
export function userDocument(user: User): JsonApiDocument {
  return document(userResource(user), { included: [avatarResource(user)] })
}
