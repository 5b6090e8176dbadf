import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import {
  changeAccount,
  type AccountChanges,
  findUserByEmail,
  passwordMatches,
  throwFieldErrors,
} from '../../accounts/accounts.js'
import { accountChangesBody } from '@print-shop/shop-domain/requests/accounts'
import type { FieldErrors } from '../../lib/http-error.js'
import { accountKey } from '../../plugins/rate-limits.js'
import { currentUser } from '../../plugins/session.js'
import { recordSecurityEvent } from '../../security/events.js'
import { userDocument } from '../../accounts/users.js'
import {
  sendEmailVerification,
  spendEmailVerifications,
} from '../../accounts/email-verification.js'
import { socialReauthErrors } from '../auth/reauthenticate.js'
import { tidyBody } from '../auth/tidy-body.js'
import { userResponse } from '@print-shop/shop-domain/responses/accounts'

/**
 * PATCH /me: changes the fields sent. A new e-mail needs the current password (accounts that only
 * sign in through Google or Facebook sign in with it again instead) and must not belong to another
 * account. It becomes `pending_email` and replaces `email` only once the link mailed to it is
 * followed; sending the account's own address again calls a pending change off.
 */
const updateMe: FastifyPluginAsyncTypebox = async (app) => {
  app.patch(
    '/',
    {
      schema: { body: accountChangesBody, response: userResponse },
      preValidation: tidyBody({
        trim: ['name'],
        email: ['email'],
        nullable: ['phone_number'],
        keepBlank: true,
      }),
      config: { rateLimit: app.config.rateLimits.updateMe },
    },
    async (request, reply) => {
      const user = await currentUser(request)
      const { name, phone_number, locale, marketing_consent, email, current_password } =
        request.body
      const changes: AccountChanges = {
        name,
        phoneNumber: phone_number,
        locale,
        marketingConsent: marketing_consent,
      }
      if (email === user.email && user.pendingEmail) changes.pendingEmail = null
      if (email !== undefined && email !== user.email) {
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
        if (await findUserByEmail(app.db, email)) errors.email = { key: 'auth.email_taken' }
        throwFieldErrors(errors)
        changes.pendingEmail = email
      }
      const updated = await changeAccount(app.db, user.id, changes)
      if (changes.pendingEmail) await sendEmailVerification(app, updated!, changes.pendingEmail)
      if (changes.pendingEmail) await recordSecurityEvent(app, 'email.change_requested')
      else if (changes.pendingEmail === null) await spendEmailVerifications(app, user.id)
      return userDocument(updated ?? user)
    },
  )
}

export default updateMe
