import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { createPasswordReset, findUserByEmail } from '../../accounts/accounts.js'
import { forgotPasswordBody } from '@print-shop/shop-domain/requests/accounts'
import { randomToken, sha256 } from '../../lib/tokens.js'
import { RESET_TOKEN_MINUTES, resetMail } from './reset-mail.js'
import { tidyBody } from './tidy-body.js'

/**
 * POST /auth/password/forgot: e-mails a reset link valid for 60 minutes. The answer is the same
 * whether the account exists or not, so the call cannot be used to find out who has one.
 */
const forgotPassword: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/password/forgot',
    {
      schema: { body: forgotPasswordBody },
      preValidation: tidyBody({ email: ['email'] }),
      config: { rateLimit: app.config.rateLimits.forgot },
    },
    async (request) => {
      const user = await findUserByEmail(app.db, request.body.email)
      if (user) {
        const token = randomToken()
        const expiresAt = new Date(Date.now() + RESET_TOKEN_MINUTES * 60_000)
        await createPasswordReset(app.db, user.id, sha256(token), expiresAt)
        await app.mailer.send(resetMail(app.config, user, token))
      }
      return { message: request.t('auth.reset_sent') }
    },
  )
}

export default forgotPassword
