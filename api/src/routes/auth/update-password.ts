import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FieldErrors } from '../../lib/http-error.js'
import { hashPassword } from '../../lib/password.js'
import { userDocument } from '../../accounts/users.js'
import { passwordChangedMail } from '../../accounts/notice-mails.js'
import { accountKey } from '../../plugins/rate-limits.js'
import { currentUser, signedInOnly } from '../../plugins/session.js'
import { recordSecurityEvent } from '../../security/events.js'
import {
  changePassword,
  newPasswordErrors,
  passwordMatches,
  throwFieldErrors,
} from '../../accounts/accounts.js'
import { updatePasswordBody } from '@print-shop/shop-domain/requests/accounts'
import { socialReauthErrors } from './reauthenticate.js'
import { userResponse } from '@print-shop/shop-domain/responses/accounts'

/**
 * POST /auth/password/update: a new password for the signed-in user, confirmed with the current one
 * (an account created through Google or Facebook signs in with it again to set its first). Signs
 * out every other session of the user, spends pending reset links and tells the account's address.
 */
const updatePassword: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/password/update',
    {
      schema: { body: updatePasswordBody, response: userResponse },
      // Signed-in only, before the body is looked at.
      onRequest: signedInOnly,
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
      const updated = await changePassword(app.db, user.id, passwordHash, currentSession)
      await app.mailer.send(
        passwordChangedMail(app.config.shop, updated, user.passwordHash ? 'changed' : 'set'),
      )
      await recordSecurityEvent(app, 'password.changed', { detail: { first: !user.passwordHash } })
      return userDocument(updated)
    },
  )
}

export default updatePassword
