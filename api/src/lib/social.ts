import { createRemoteJWKSet, errors, jwtVerify, type JWTPayload, type JWTVerifyGetKey } from 'jose'
import type { SocialDriver } from '@print-shop/shop-domain/social-drivers'
import type { Config } from '../config.js'
import { HttpError, invalid } from './http-error.js'

export type { SocialDriver }

/** What a verified Google or Facebook (Limited Login) ID token says about the person. */
export interface SocialProfile {
  driver: SocialDriver
  /** The provider's stable account id (`sub`). */
  subject: string
  email: string | null
  /**
   * Whether the provider vouches that the address is the person's: only then may a new account
   * count as verified, or the token link itself to an existing account without its password.
   */
  emailVerified: boolean
  name: string | null
  picture: string | null
  /** When the provider issued the token (`iat`, ms): a fresh one re-authenticates the person. */
  issuedAt: number | null
}

interface Provider {
  audience: string | undefined
  issuer: string[]
  jwksUrl: string
  emailVerified(payload: JWTPayload): boolean
}

function provider(config: Config, driver: SocialDriver): Provider {
  if (driver === 'google') {
    return {
      audience: config.google.clientId,
      issuer: ['https://accounts.google.com', 'accounts.google.com'],
      jwksUrl: config.google.jwksUrl,
      emailVerified: (payload) =>
        payload.email_verified === true || payload.email_verified === 'true',
    }
  }
  // Facebook's Limited Login token has no email_verified claim, and Facebook lets an account carry
  // an address it never confirmed: from Facebook an address is a claim, which our own link or the
  // account's password must back.
  return {
    audience: config.facebook.appId,
    issuer: ['https://www.facebook.com'],
    jwksUrl: config.facebook.jwksUrl,
    emailVerified: () => false,
  }
}

// One key set per address and timeout: jose caches the keys and refetches them when an unknown key
// id appears.
const keySets = new Map<string, JWTVerifyGetKey>()
function keySet(url: string, timeoutDuration: number): JWTVerifyGetKey {
  const key = `${timeoutDuration} ${url}`
  let keys = keySets.get(key)
  if (!keys) {
    keys = createRemoteJWKSet(new URL(url), { timeoutDuration })
    keySets.set(key, keys)
  }
  return keys
}

/** The provider's keys could not be fetched: not the shopper's fault. */
function providerUnreachable(error: unknown): boolean {
  if (!(error instanceof errors.JOSEError)) return true
  return (
    error instanceof errors.JWKSTimeout ||
    error instanceof errors.JWKSInvalid ||
    error.code === 'ERR_JOSE_GENERIC'
  )
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() ? value.trim() : null
}

/** Google puts the picture URL in `picture`; Facebook Limited Login too. */
function pictureUrl(value: unknown): string | null {
  const url = text(value)
  return url && /^https?:\/\//.test(url) ? url : null
}

/**
 * Verifies an ID token's signature, issuer, audience and expiry against the provider's published
 * keys. 422 `auth.social_unavailable` when the shop has no client id for the provider,
 * 422 `auth.social_invalid` on `token` for a token that does not verify.
 */
export async function verifySocialToken(
  config: Config,
  driver: SocialDriver,
  token: string,
): Promise<SocialProfile> {
  const { audience, issuer, jwksUrl, emailVerified } = provider(config, driver)
  if (!audience) throw invalid('token', 'auth.social_unavailable')
  let payload: JWTPayload
  try {
    ;({ payload } = await jwtVerify(token, keySet(jwksUrl, config.socialKeysTimeout), {
      issuer,
      audience,
      algorithms: ['RS256'],
    }))
  } catch (error) {
    if (providerUnreachable(error)) throw new HttpError(503, 'auth.social_unavailable')
    throw invalid('token', 'auth.social_invalid')
  }
  const subject = text(payload.sub)
  if (!subject) throw invalid('token', 'auth.social_invalid')
  const email = text(payload.email)?.toLowerCase() ?? null
  return {
    driver,
    subject,
    email,
    emailVerified: email !== null && emailVerified(payload),
    name: text(payload.name),
    picture: pictureUrl(payload.picture),
    issuedAt: typeof payload.iat === 'number' ? payload.iat * 1000 : null,
  }
}
