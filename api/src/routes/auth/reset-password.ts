import type { FastifyInstance } from 'fastify'
import { and, desc, eq, gt, isNull } from 'drizzle-orm'
import { emailVerifications, passwordResets, sessions, users } from '../../db/schema.js'
import { invalid, type FieldErrors } from '../../lib/http-error.js'
import { hashPassword } from '../../lib/password.js'
import { accountKey } from '../../plugins/rate-limits.js'
import { recordSecurityEvent } from '../../security/events.js'
import { safeEqual, sha256 } from '../../lib/tokens.js'
import { userDocument } from '../../lib/users.js'
import { passwordChangedMail } from '../../accounts/notice-mails.js'
import { findUserByEmail, newPasswordErrors, throwFieldErrors } from './accounts.js'
import { emailField, passwordField, rememberField, resetTokenField } from './fields.js'
import { tidyBody } from './tidy-body.js'

interface ResetBody {
  email: string
  token: string
  password: string
  password_confirmation: string
  remember: boolean
}

const body = {
  type: 'object',
  additionalProperties: false,
  required: ['email', 'token', 'password', 'password_confirmation'],
  properties: {
    email: emailField,
    token: resetTokenField,
    password: passwordField,
    password_confirmation: passwordField,
    remember: rememberField,
  },
} as const

const badToken = () => invalid('token', 'auth.reset_token')

/**
 * POST /auth/password/reset: with the newest unused, unexpired token from the e-mail, sets the new
 * password, spends every reset token of the user, ends the user's sessions elsewhere, tells the
 * address that the password changed and signs in.
 */
export default async function resetPassword(app: FastifyInstance) {
  app.post<{ Body: ResetBody }>(
    '/password/reset',
    {
      schema: { body },
      preValidation: tidyBody({ email: ['email'] }),
      config: { rateLimit: app.config.rateLimits.reset },
    },
    async (request, reply) => {
      const { email, token, password, password_confirmation, remember } = request.body
      const user = await findUserByEmail(app.db, email)
      const [reset] = user
        ? await app.db
            .select()
            .from(passwordResets)
            .where(
              and(
                eq(passwordResets.userId, user.id),
                isNull(passwordResets.usedAt),
                gt(passwordResets.expiresAt, new Date()),
              ),
            )
            .orderBy(desc(passwordResets.createdAt), desc(passwordResets.id))
            .limit(1)
        : []
      const errors: FieldErrors = newPasswordErrors(password, password_confirmation, email)
      const matches = user && reset && safeEqual(sha256(token), reset.tokenHash)
      if (!matches) errors.token = { key: 'auth.reset_token' }
      throwFieldErrors(errors)
      // Both exist: the token matched.
      const [userId, resetId] = [user!.id, reset!.id]
      // Following the link proves the mailbox. An account that had not proved it yet may have been
      // opened by someone else in the owner's name: what they linked or asked for goes with them.
      const firstProof = user!.emailVerifiedAt
        ? {}
        : { emailVerifiedAt: new Date(), googleId: null, facebookId: null }

      const passwordHash = await hashPassword(password, app.passwordHashing)
      const updated = await app.db.transaction(async (tx) => {
        // Spending the token is the check against a second use racing this one.
        const spent = await tx
          .update(passwordResets)
          .set({ usedAt: new Date() })
          .where(and(eq(passwordResets.id, resetId), isNull(passwordResets.usedAt)))
          .returning({ id: passwordResets.id })
        if (!spent.length) throw badToken()
        await tx
          .update(passwordResets)
          .set({ usedAt: new Date() })
          .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)))
        await tx.delete(sessions).where(eq(sessions.userId, userId))
        // A pending e-mail change is called off: whoever holds the account now asks again.
        await tx
          .update(emailVerifications)
          .set({ usedAt: new Date() })
          .where(and(eq(emailVerifications.userId, userId), isNull(emailVerifications.usedAt)))
        const [row] = await tx
          .update(users)
          .set({ passwordHash, pendingEmail: null, ...firstProof, updatedAt: new Date() })
          .where(eq(users.id, userId))
          .returning()
        return row!
      })
      // Whoever guessed at the old password, the owner's new one works at once.
      await app.passwordAttempts.forget(accountKey(updated, updated.email))
      await recordSecurityEvent(app, 'password.reset', { userId: updated.id })
      await app.mailer.send(passwordChangedMail(updated, 'reset'))
      await app.sessions.signIn(request, reply, updated.id, remember)
      return userDocument(updated)
    },
  )
}
