import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { confirmEmail } from '../../accounts/email-verification.js'
import { emailChangedMail } from '../../accounts/notice-mails.js'
import { invalid } from '../../lib/http-error.js'
import { recordSecurityEvent } from '../../security/events.js'
import { verifyEmailBody } from '@print-shop/shop-domain/requests/accounts'
import { emailConfirmationResponse } from '@print-shop/shop-domain/responses/accounts'

/**
 * POST /auth/email/verify: follows the link from a verification mail. The token proves the
 * mailbox, the session the account: only a visitor signed in to the account the link is for may
 * follow it (401 `auth.verify_sign_in` signed out, 403 `auth.verify_other_account` signed in to
 * another; the storefront asks for the sign-in and calls again). The account's address becomes
 * verified, or a pending new address replaces it and the old one is told. Answers
 * `{ message, outcome: 'verified' | 'changed', email }`. A used, expired, superseded or unknown link
 * is 422 `auth.email_token`, signed in or not.
 */
const verifyEmail: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/email/verify',
    {
      schema: { body: verifyEmailBody, response: emailConfirmationResponse },
      config: { rateLimit: app.config.rateLimits.reset },
    },
    async (request) => {
      const visitorId = request.session?.userId ?? null
      const confirmation = await confirmEmail(app, request.body.token, visitorId)
      if (confirmation.outcome === 'taken') throw invalid('token', 'auth.email_taken')
      const { user } = confirmation
      if (confirmation.outcome === 'changed') {
        await app.mailer.send(
          emailChangedMail(app.config.shop, user, confirmation.oldEmail, user.email),
        )
        await recordSecurityEvent(app, 'email.changed', { userId: user.id })
        return {
          message: request.t('auth.email_changed', { email: user.email }),
          outcome: 'changed' as const,
          email: user.email,
        }
      }
      return {
        message: request.t('auth.email_verified'),
        outcome: 'verified' as const,
        email: user.email,
      }
    },
  )
}

export default verifyEmail
