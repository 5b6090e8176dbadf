import type { FastifyInstance } from 'fastify'
import {
  findUserByProvider,
  isUniqueViolation,
  providerKey,
  saveProviderLink,
} from '../../accounts/accounts.js'
import type { SocialLink } from '@print-shop/shop-domain/requests/accounts'
import { HttpError, invalid } from '../../lib/http-error.js'
import { verifySocialToken, type SocialDriver, type SocialProfile } from '../../lib/social.js'
import type { User } from '../../accounts/users.js'
import { recordSecurityEvent } from '../../security/events.js'

const PROVIDER_NAMES: Record<SocialDriver, string> = { google: 'Google', facebook: 'Facebook' }

/**
 * A provider account may join an existing account by its e-mail alone only when both sides have
 * proved the address: the account through our link (or a reset, or Google at registration), the
 * token through the provider's own check. Otherwise whoever registered the address first, perhaps
 * an attacker who cannot read its mail, would share the account with the person who owns it.
 */
export function mayLinkByEmail(user: User, profile: SocialProfile): boolean {
  return user.emailVerifiedAt !== null && profile.emailVerified
}

/**
 * 409: the account exists but the token may not join it by itself. The storefront asks the shopper
 * to sign in to it once (password, or the provider already linked) and sends the token along as
 * `link`.
 */
export function linkNeedsSignIn(driver: SocialDriver): HttpError {
  return new HttpError(409, 'auth.social_link_required', undefined, {
    provider: PROVIDER_NAMES[driver],
  })
}

/**
 * Records the provider account on the user. A token whose provider vouches for the account's own
 * address verifies that address too.
 */
export async function linkProvider(
  app: FastifyInstance,
  user: User,
  profile: SocialProfile,
): Promise<User> {
  const vouches = profile.emailVerified && profile.email === user.email
  try {
    const updated = await saveProviderLink(app.db, user, profile, vouches)
    await recordSecurityEvent(app, 'social.linked', {
      userId: user.id,
      detail: { provider: profile.driver },
    })
    return updated ?? user
  } catch (error) {
    if (isUniqueViolation(error))
      throw invalid('link', 'auth.social_link_other', { provider: PROVIDER_NAMES[profile.driver] })
    throw error
  }
}

/**
 * After the account's owner has signed in on this request: links the provider account the 409 was
 * about. It must carry the account's address and belong to no other account.
 */
export async function linkAfterSignIn(
  app: FastifyInstance,
  user: User,
  link: SocialLink,
): Promise<User> {
  let profile: SocialProfile
  try {
    profile = await verifySocialToken(app.config, link.driver, link.token)
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 422)
      throw invalid('link', 'auth.social_invalid')
    throw error
  }
  const provider = PROVIDER_NAMES[link.driver]
  if (profile.email !== user.email) throw invalid('link', 'auth.social_link_mismatch', { provider })
  const linked = user[providerKey(link.driver)]
  if (linked === profile.subject) return user
  const holder = await findUserByProvider(app.db, link.driver, profile.subject)
  if (linked || holder) throw invalid('link', 'auth.social_link_other', { provider })
  return linkProvider(app, user, profile)
}
