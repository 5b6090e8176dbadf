import type { destroyAccountBody } from '@print-shop/shop-domain/requests/accounts'
import type { Static } from 'typebox'
import { apiRequest } from '../../../lib/api-client'
import type { Language } from '../../../config/languages'
import type { SocialDriver } from '../../auth'

/**
 * The password, or for an account that signs in only through Google or Facebook a fresh token of a
 * new sign-in there (its e-mail would prove nothing: a signed-in browser shows it).
 */
export type DeletionConfirmation =
  { password: string } | { socialToken: string; socialDriver: SocialDriver }

function destroyBody(confirmation: DeletionConfirmation): Static<typeof destroyAccountBody> {
  if ('password' in confirmation) return { password: confirmation.password }
  return { social_token: confirmation.socialToken, social_driver: confirmation.socialDriver }
}

/**
 * POST /me/destroy: deletes the account and ends its session. 422 on `password` or `social_token`
 * when the confirmation is wrong or stale; 409 while a paid order is still on its way.
 */
export function destroyMe(
  confirmation: DeletionConfirmation,
  language: Language,
): Promise<unknown> {
  return apiRequest('/me/destroy', { method: 'POST', body: destroyBody(confirmation), language })
}
