import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { eraseAccount, passwordMatches } from '../../accounts/accounts.js'
import { destroyAccountBody } from '@print-shop/shop-domain/requests/accounts'
import { invalid } from '../../lib/http-error.js'
import { accountKey } from '../../plugins/rate-limits.js'
import { currentUser } from '../../plugins/session.js'
import { recordSecurityEvent } from '../../security/events.js'
import { tidyBody } from '../auth/tidy-body.js'

/**
 * POST /me/destroy: erases the account (GDPR). Confirmed with the password, or with the account's
 * e-mail when it signs in only through Google or Facebook. Addresses, favourites, sessions, reset
 * tokens, baskets and recently viewed images go with the user row (foreign keys cascade); orders stay
 * for the books, anonymised (see orders/anonymise.ts). While a paid order is on its way it is a 409.
 */
const destroyMe: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/destroy',
    {
      schema: { body: destroyAccountBody },
      preValidation: tidyBody({ email: ['email'] }),
      config: { rateLimit: app.config.rateLimits.destroyAccount },
    },
    async (request, reply) => {
      const user = await currentUser(request)
      const { password, email } = request.body
      if (user.passwordHash) {
        if (password === undefined) throw invalid('password', 'validation.required')
        const matches = await app.passwordAttempts.verify(reply, accountKey(user, user.email), () =>
          passwordMatches(app.passwordHashing, user.passwordHash, password),
        )
        if (!matches) {
          throw invalid('password', 'auth.current_password')
        }
      } else {
        if (email === undefined) throw invalid('email', 'validation.required')
        if (email !== user.email) throw invalid('email', 'auth.confirm_email')
      }
      await eraseAccount(app.db, user)
      await app.sessions.end(request, reply)
      await recordSecurityEvent(app, 'account.deleted', { userId: user.id })
      return { message: request.t('auth.account_deleted') }
    },
  )
}

export default destroyMe
