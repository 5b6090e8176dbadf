import type { FastifyInstance } from 'fastify'
import { passwordResets } from '../../db/schema.js'
import { randomToken, sha256 } from '../../lib/tokens.js'
import { findUserByEmail } from './accounts.js'
import { emailField } from './fields.js'
import { RESET_TOKEN_MINUTES, resetMail } from './reset-mail.js'
import { tidyBody } from './tidy-body.js'

const body = {
  type: 'object',
  additionalProperties: false,
  required: ['email'],
  properties: { email: emailField },
} as const

/**
 * POST /auth/password/forgot: e-mails a reset link valid for 60 minutes. The answer is the same
 * whether the account exists or not, so the call cannot be used to find out who has one.
 */
export default async function forgotPassword(app: FastifyInstance) {
  app.post<{ Body: { email: string } }>(
    '/password/forgot',
    {
      schema: { body },
      preValidation: tidyBody({ email: ['email'] }),
      config: { rateLimit: app.config.rateLimits.forgot },
    },
    async (request) => {
      const user = await findUserByEmail(app.db, request.body.email)
      if (user) {
        const token = randomToken()
        await app.db.insert(passwordResets).values({
          userId: user.id,
          tokenHash: sha256(token),
          expiresAt: new Date(Date.now() + RESET_TOKEN_MINUTES * 60_000),
        })
        await app.mailer.send(resetMail(app.config.siteUrl, user, token))
      }
      return { message: request.t('auth.reset_sent') }
    },
  )
}
