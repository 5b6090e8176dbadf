import type { FastifyInstance } from 'fastify'
import { and, eq, isNull, ne } from 'drizzle-orm'
import { passwordResets, sessions, users } from '../../db/schema.js'
import type { FieldErrors } from '../../lib/http-error.js'
import { hashPassword } from '../../lib/password.js'
import { userDocument } from '../../lib/users.js'
import { passwordChangedMail } from '../../accounts/notice-mails.js'
import { accountKey } from '../../plugins/rate-limits.js'
import { currentUser } from '../../plugins/session.js'
import { recordSecurityEvent } from '../../security/events.js'
import { newPasswordErrors, passwordMatches, throwFieldErrors } from './accounts.js'
import { driverField, idTokenField, passwordField } from './fields.js'
import { socialReauthErrors, type SocialReauth } from './reauthenticate.js'

interface UpdatePasswordBody extends SocialReauth {
  current_password?: string
  password: string
  password_confirmation: string
}

const body = {
  type: 'object',
  additionalProperties: false,
  required: ['password', 'password_confirmation'],
  properties: {
    current_password: passwordField,
    password: passwordField,
    password_confirmation: passwordField,
    // An account without a password confirms its first one with a fresh Google or Facebook token.
    social_token: idTokenField,
    social_driver: driverField,
  },
} as const

/**
 * POST /auth/password/update: a new password for the signed-in user, confirmed with the current one
 * (an account created through Google or Facebook signs in with it again to set its first). Signs
 * out every other session of the user, spends pending reset links and tells the account's address.
 */
export default async function updatePassword(app: FastifyInstance) {
  app.post<{ Body: UpdatePasswordBody }>(
    '/password/update',
    {
      schema: { body },
      // Signed-in only, before the body is looked at.
      onRequest: async (request) => {
        app.sessions.requireUserId(request)
      },
      config: { rateLimit: app.config.rateLimits.passwordUpdate },
    },
    async (request, reply) => {
      const user = await currentUser(request)
      const { current_password, password, password_confirmation } = request.body
      const errors: FieldErrors = user.passwordHash
        ? {}
        : await socialReauthErrors(app, user, request.body)
      if (
        user.passwordHash &&
        !(await app.passwordAttempts.verify(reply, accountKey(user, user.email), () =>
          passwordMatches(app.passwordHashing, user.passwordHash, current_password ?? ''),
        ))
      ) {
        errors.current_password = { key: 'auth.current_password' }
      }
      Object.assign(errors, newPasswordErrors(password, password_confirmation, user.email))
      throwFieldErrors(errors)

      const passwordHash = await hashPassword(password, app.passwordHashing)
      const currentSession = request.session!.idHash
      const updated = await app.db.transaction(async (tx) => {
        await tx
          .delete(sessions)
          .where(and(eq(sessions.userId, user.id), ne(sessions.idHash, currentSession)))
        await tx
          .update(passwordResets)
          .set({ usedAt: new Date() })
          .where(and(eq(passwordResets.userId, user.id), isNull(passwordResets.usedAt)))
        const [row] = await tx
          .update(users)
          .set({ passwordHash, updatedAt: new Date() })
          .where(eq(users.id, user.id))
          .returning()
        return row!
      })
      await app.mailer.send(passwordChangedMail(updated, user.passwordHash ? 'changed' : 'set'))
      await recordSecurityEvent(app, 'password.changed', { detail: { first: !user.passwordHash } })
      return userDocument(updated)
    },
  )
}
