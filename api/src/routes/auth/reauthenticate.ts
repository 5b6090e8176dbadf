import type { FastifyInstance } from 'fastify'
import { HttpError, type FieldErrors } from '../../lib/http-error.js'
import type { SocialReauth } from '@print-shop/shop-domain/requests/accounts'
import { verifySocialToken } from '../../lib/social.js'
import type { User } from '../../accounts/users.js'
import { providerKey } from '../../accounts/accounts.js'

/** How old a Google or Facebook token may be to stand in for the password. */
export const REAUTH_MINUTES = 5

/**
 * An account without a password confirms a security change with a new Google or Facebook sign-in:
 * a token of the provider account linked to it, issued within the last few minutes. A session alone
 * is not enough (a borrowed, still signed-in browser could change where the account's mail goes).
 */
export async function socialReauthErrors(
  app: FastifyInstance,
  user: User,
  body: SocialReauth,
): Promise<FieldErrors> {
  const refused = { social_token: { key: 'auth.reauth_social' } }
  if (!body.social_token || !body.social_driver) return refused
  let profile
  try {
    profile = await verifySocialToken(app.config, body.social_driver, body.social_token)
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 422) return refused
    throw error
  }
  const age = profile.issuedAt === null ? Infinity : Date.now() - profile.issuedAt
  const ownAccount = user[providerKey(profile.driver)] === profile.subject
  return ownAccount && age <= REAUTH_MINUTES * 60_000 ? {} : refused
}
