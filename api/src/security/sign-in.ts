import type { FastifyInstance } from 'fastify'
import { eq } from 'drizzle-orm'
import { users } from '../db/schema.js'
import { HttpError } from '../lib/http-error.js'
import type { SocialDriver } from '../lib/social.js'
import { recordSecurityEvent } from './events.js'

/** The two shapes of POST /auth/login, as far as the log needs them. */
type SignInBody =
  { username: string; remember: boolean } | { driver: SocialDriver; remember: boolean }

const methodOf = (body: SignInBody) => ('driver' in body ? body.driver : 'password')

/** A successful sign-in, after the new session exists (its user is the event's). */
export function recordSignIn(app: FastifyInstance, body: SignInBody): Promise<void> {
  return recordSecurityEvent(app, 'sign_in.succeeded', {
    detail: { method: methodOf(body), remember: body.remember },
  })
}

/**
 * For `.catch` on the sign-in: a refused sign-in (422: unknown e-mail, wrong password, a token that
 * does not verify or belongs to no account) is recorded, with the account when the e-mail has one,
 * and the error goes on. A 409 (a Google account that needs the password once) is no failure; a 429
 * is recorded as `rate_limited` by the security-log plugin.
 */
export function signInFailed(app: FastifyInstance, body: SignInBody) {
  return async (error: unknown): Promise<never> => {
    if (error instanceof HttpError && error.statusCode === 422) {
      const [account] =
        'username' in body
          ? await app.db.select({ id: users.id }).from(users).where(eq(users.email, body.username))
          : []
      await recordSecurityEvent(app, 'sign_in.failed', {
        userId: account?.id ?? null,
        detail: { method: methodOf(body) },
      })
    }
    throw error
  }
}
