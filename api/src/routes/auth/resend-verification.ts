import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import { sendEmailVerification } from '../../accounts/email-verification.js'
import { invalid } from '../../lib/http-error.js'
import { currentUser } from '../../plugins/session.js'
import { findUserByEmail } from '../../accounts/accounts.js'
import { resendVerificationBody } from '@print-shop/shop-domain/requests/accounts'
import { tidyBody } from './tidy-body.js'
import { noticeResponse } from '@print-shop/shop-domain/responses/accounts'

/**
 * POST /auth/email/resend: a new verification link, replacing the earlier ones. Signed in: for the
 * pending new address, else for the account's own one (422 when that is verified already).
 * Anonymous, with `email`: for that account if it is unverified, with one answer whatever the case,
 * so that the call does not tell who has an account.
 */
const resendVerification: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/email/resend',
    {
      schema: { body: resendVerificationBody, response: noticeResponse },
      preValidation: tidyBody({ email: ['email'] }),
      config: { rateLimit: app.config.rateLimits.forgot },
    },
    async (request) => {
      if (request.session?.userId) {
        const user = await currentUser(request)
        const email = user.pendingEmail ?? (user.emailVerifiedAt ? null : user.email)
        if (!email) throw invalid('email', 'auth.email_already_verified')
        await sendEmailVerification(app, user, email)
        return { message: request.t('auth.verification_sent', { email }) }
      }
      if (!request.body.email) throw invalid('email', 'validation.required')
      const user = await findUserByEmail(app.db, request.body.email)
      if (user && !user.emailVerifiedAt) await sendEmailVerification(app, user, user.email)
      return { message: request.t('auth.verification_sent_if') }
    },
  )
}

export default resendVerification
