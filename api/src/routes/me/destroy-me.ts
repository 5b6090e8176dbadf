import type { FastifyInstance } from 'fastify'
import { eq } from 'drizzle-orm'
import { users } from '../../db/schema.js'
import { invalid } from '../../lib/http-error.js'
import { anonymiseOrdersOf } from '../../orders/anonymise.js'
import { forgetMailsOf } from '../../plugins/mailer.js'
import { accountKey } from '../../plugins/rate-limits.js'
import { currentUser } from '../../plugins/session.js'
import { recordSecurityEvent } from '../../security/events.js'
import { passwordMatches } from '../auth/accounts.js'
import { emailField, passwordField } from '../auth/fields.js'
import { tidyBody } from '../auth/tidy-body.js'

const body = {
  type: 'object',
  additionalProperties: false,
  properties: { password: passwordField, email: emailField },
} as const

/**
 * POST /me/destroy: erases the account (GDPR). Confirmed with the password, or with the account's
 * e-mail when it signs in only through Google or Facebook. Addresses, favourites, sessions, reset
 * tokens, baskets and recently viewed images go with the user row (foreign keys cascade); orders stay
 * for the books, anonymised (see orders/anonymise.ts). While a paid order is on its way it is a 409.
 */
export default async function destroyMe(app: FastifyInstance) {
  app.post<{ Body: { password?: string; email?: string } }>(
    '/destroy',
    {
      schema: { body },
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
      await app.db.transaction(async (tx) => {
        await anonymiseOrdersOf(tx, user.id)
        await forgetMailsOf(tx, user)
        await tx.delete(users).where(eq(users.id, user.id))
      })
      await app.sessions.end(request, reply)
      await recordSecurityEvent(app, 'account.deleted', { userId: user.id })
      return { message: request.t('auth.account_deleted') }
    },
  )
}
