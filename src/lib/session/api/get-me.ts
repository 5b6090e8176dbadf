import { apiRequest } from '../../api-client'
import { flatten, type JsonApiDocument, type Resource } from '../../jsonapi'
import type { Language } from '../../../config/languages'
import type { User } from '../user'

/** GET /me: the signed-in user with the avatar included (401 when the session has ended). */
export async function getMe(language: Language): Promise<User> {
  const document = await apiRequest<JsonApiDocument<Resource>>('/me', { language })
  return flatten<User>(document)
}

/** Reads the user out of any account call's answer (login, register, reset all answer with it). */
export function userFrom(document: unknown): User {
  return flatten<User>(document as JsonApiDocument<Resource>)
}
