import type { FastifyInstance } from 'fastify'
import { and, desc, eq, gt, isNull } from 'drizzle-orm'
import { passwordResets, sessions, users } from '../../db/schema.js'
import { invalid, type FieldErrors } from '../../lib/http-error.js'
import { hashPassword } from '../../lib/password.js'
import { safeEqual, sha256 } from '../../lib/tokens.js'
import { userDocument } from '../../lib/users.js'
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
 * password, spends every reset token of the user, ends the user's sessions elsewhere and signs in.
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
      const errors: FieldErrors = newPasswordErrors(password, password_confirmation)
      const matches = user && reset && safeEqual(sha256(token), reset.tokenHash)
      if (!matches) errors.token = { key: 'auth.reset_token' }
      throwFieldErrors(errors)
      // Both exist: the token matched.
      const [userId, resetId] = [user!.id, reset!.id]

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
        const [row] = await tx
          .update(users)
          .set({ passwordHash, updatedAt: new Date() })
          .where(eq(users.id, userId))
          .returning()
        return row!
      })
      await app.sessions.signIn(request, reply, updated.id, remember)
      return userDocument(updated)
    },
  )
}
