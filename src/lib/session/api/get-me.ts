import type { UserDocument, userResource } from '@print-shop/shop-domain/responses/accounts'
import { apiRequest } from '../../api-client'
import { flatten, pick, type Flattened } from '../../jsonapi'
import type { Language } from '../../../config/languages'
import type { User } from '../user'

/** The user as the account calls answer with it (JSON:API, flattened), the avatar included. */
export type FlatUser = Flattened<typeof userResource>

function reshapeUser(user: FlatUser): User {
  return {
    ...pick(user, [
      'id',
      'name',
      'email',
      'phoneNumber',
      'locale',
      'marketingConsent',
      'hasPassword',
    ]),
    ...(user.emailVerified !== undefined && { emailVerified: user.emailVerified }),
    ...(user.pendingEmail !== undefined && { pendingEmail: user.pendingEmail }),
    avatar: user.avatar ? pick(user.avatar, ['id', 'initial', 'url']) : null,
  }
}

/** Reads the user out of any account call's answer (login, register, reset all answer with it). */
export function userFrom(document: unknown): User {
  return reshapeUser(flatten<typeof userResource>(document as UserDocument))
}

/** GET /me: the signed-in user with the avatar included (401 when the session has ended). */
export async function getMe(language: Language): Promise<User> {
  return userFrom(await apiRequest<UserDocument>('/me', { language }))
}
