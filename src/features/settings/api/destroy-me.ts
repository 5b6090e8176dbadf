import type { destroyAccountBody } from '@print-shop/shop-domain/requests/accounts'
import type { Static } from 'typebox'
import { apiRequest } from '../../../lib/api-client'
import type { Language } from '../../../config/languages'

/** The password, or for an account that signs in only through Google or Facebook its e-mail. */
export type DeletionConfirmation = { password: string } | { email: string }

/**
 * POST /me/destroy: deletes the account and ends its session. 422 on `password` or `email` when the
 * confirmation does not match; 409 while a paid order is still on its way.
 */
export function destroyMe(
  confirmation: DeletionConfirmation,
  language: Language,
): Promise<unknown> {
  const body: Static<typeof destroyAccountBody> = confirmation
  return apiRequest('/me/destroy', { method: 'POST', body, language })
}
