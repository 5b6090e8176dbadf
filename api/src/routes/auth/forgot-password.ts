import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { createPasswordReset, findUserByEmail } from '../../accounts/accounts.js'
import { forgotPasswordBody } from '@print-shop/shop-domain/requests/accounts'
import { countHit } from '../../security/rate-limit-store.js'
import { randomToken, sha256 } from '../../lib/tokens.js'
import type { User } from '../../accounts/users.js'
import type { Mail } from '../../mails/outbox.js'
import { RESET_MAILS_PER_HOUR, RESET_TOKEN_MINUTES, resetMail } from './reset-mail.js'
import { tidyBody } from './tidy-body.js'
import { noticeResponse } from '@print-shop/shop-domain/responses/accounts'

const HOUR = 60 * 60_000

/**
 * The reset mail for `user`, or null once the account has had its allowance this hour: somebody
 * typing its address over and over must not fill its mailbox. The counter is shared by every API
 * process (rate_limit_hits).
 */
async function resetMailFor(app: FastifyInstance, user: User): Promise<Mail | null> {
  const { current } = await countHit(app.db, `reset-mail user:${user.id}`, HOUR)
  if (current > RESET_MAILS_PER_HOUR) return null
  const token = randomToken()
  const expiresAt = new Date(Date.now() + RESET_TOKEN_MINUTES * 60_000)
  await createPasswordReset(app.db, user.id, sha256(token), expiresAt)
  return resetMail(app.config, user, token)
}

/**
 * POST /auth/password/forgot: e-mails a reset link valid for 60 minutes. The answer is the same
 * whether the account exists or not, so the call cannot be used to find out who has one: the same
 * words, and the same time, since the link is made and mailed (through the outbox) only once the
 * answer has gone: neither the mail server nor the work for a known account holds it up (on PGlite's
 * one connection, even the database work would have delayed the answer's own queries).
 */
const forgotPassword: FastifyPluginAsyncTypebox = async (app) => {
  const mailAfterAnswer = new WeakMap<FastifyRequest, User>()
  app.post(
    '/password/forgot',
    {
      schema: { body: forgotPasswordBody, response: noticeResponse },
      preValidation: tidyBody({ email: ['email'] }),
      config: { rateLimit: app.config.rateLimits.forgot },
      onResponse: async (request) => {
        const user = mailAfterAnswer.get(request)
        if (user) app.mailer.sendLater(() => resetMailFor(app, user))
      },
    },
    async (request) => {
      const user = await findUserByEmail(app.db, request.body.email)
      if (user) mailAfterAnswer.set(request, user)
      return { message: request.t('auth.reset_sent') }
    },
  )
}

export default forgotPassword
