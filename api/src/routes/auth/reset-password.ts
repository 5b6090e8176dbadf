import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { invalid, type FieldErrors } from '../../lib/http-error.js'
import { hashPassword } from '../../lib/password.js'
import { accountKey } from '../../plugins/rate-limits.js'
import { recordSecurityEvent } from '../../security/events.js'
import { safeEqual, sha256 } from '../../lib/tokens.js'
import { userDocument } from '../../accounts/users.js'
import { passwordChangedMail } from '../../accounts/notice-mails.js'
import {
  findUserByEmail,
  newestPasswordReset,
  newPasswordErrors,
  resetPasswordWith,
  throwFieldErrors,
} from '../../accounts/accounts.js'
import { resetPasswordBody } from '@print-shop/shop-domain/requests/accounts'
import { tidyBody } from './tidy-body.js'
import { userResponse } from '@print-shop/shop-domain/responses/accounts'

const badToken = () => invalid('token', 'auth.reset_token')

/**
 * POST /auth/password/reset: with the newest unused, unexpired token from the e-mail, sets the new
 * password, spends every reset token of the user, ends the user's sessions elsewhere, tells the
 * address that the password changed and signs in.
 */
const resetPassword: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/password/reset',
    {
      schema: { body: resetPasswordBody, response: userResponse },
      preValidation: tidyBody({ email: ['email'] }),
      config: { rateLimit: app.config.rateLimits.reset },
    },
    async (request, reply) => {
      const { email, token, password, password_confirmation, remember } = request.body
      const user = await findUserByEmail(app.db, email)
      const reset = user ? await newestPasswordReset(app.db, user.id) : undefined
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
      const updated = await resetPasswordWith(app.db, resetId, userId, {
        passwordHash,
        ...firstProof,
      })
      if (!updated) throw badToken()
      // Whoever guessed at the old password, the owner's new one works at once.
      await app.passwordAttempts.forget(accountKey(updated, updated.email))
      await recordSecurityEvent(app, 'password.reset', { userId: updated.id })
      await app.mailer.send(passwordChangedMail(app.config.shop, updated, 'reset'))
      await app.sessions.signIn(request, reply, updated.id, remember)
      return userDocument(updated)
    },
  )
}

export default resetPassword
