import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { eraseAccount, passwordMatches, throwFieldErrors } from '../../accounts/accounts.js'
import { destroyAccountBody } from '@print-shop/shop-domain/requests/accounts'
import { invalid } from '../../lib/http-error.js'
import { accountKey } from '../../plugins/rate-limits.js'
import { currentUser } from '../../plugins/session.js'
import { recordSecurityEvent } from '../../security/events.js'
import { socialReauthErrors } from '../auth/reauthenticate.js'
import { removeErasedAccountsUploads } from '../../uploads/removal.js'
import { uploadStore } from '../../uploads/store.js'
import { noticeResponse } from '@print-shop/shop-domain/responses/accounts'

/**
 * POST /me/destroy: erases the account (GDPR). Confirmed with the password, or when it signs in only
 * through Google or Facebook with a new sign-in there, as an e-mail change is. Addresses, favourites, sessions, reset
 * tokens, baskets and recently viewed images go with the user row (foreign keys cascade); orders stay
 * for the books, anonymised (see orders/anonymise.ts). While a paid order is on its way it is a 409.
 */
const destroyMe: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/destroy',
    {
      schema: { body: destroyAccountBody, response: noticeResponse },
      config: { rateLimit: app.config.rateLimits.destroyAccount },
    },
    async (request, reply) => {
      const user = await currentUser(request)
      const { password } = request.body
      if (user.passwordHash) {
        if (password === undefined) throw invalid('password', 'validation.required')
        const matches = await app.passwordAttempts.verify(reply, accountKey(user, user.email), () =>
          passwordMatches(app.passwordHashing, user.passwordHash, password),
        )
        if (!matches) {
          throw invalid('password', 'auth.current_password')
        }
      } else {
        throwFieldErrors(await socialReauthErrors(app, user, request.body))
      }
      await eraseAccount(app.db, user)
      // Its photos no order took go now, files too (the hourly sweep catches any left behind).
      await removeErasedAccountsUploads(app.db, uploadStore(app.config), request.log)
      await app.sessions.end(request, reply)
      await recordSecurityEvent(app, 'account.deleted', { userId: user.id })
      return { message: request.t('auth.account_deleted') }
    },
  )
}

export default destroyMe
