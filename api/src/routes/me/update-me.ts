import type { FastifyInstance } from 'fastify'
import { eq } from 'drizzle-orm'
import { users } from '../../db/schema.js'
import type { FieldErrors } from '../../lib/http-error.js'
import type { Locale } from '../../lib/localized.js'
import { accountKey } from '../../plugins/rate-limits.js'
import { currentUser } from '../../plugins/session.js'
import { recordSecurityEvent } from '../../security/events.js'
import { userDocument } from '../../lib/users.js'
import {
  sendEmailVerification,
  spendEmailVerifications,
} from '../../accounts/email-verification.js'
import { findUserByEmail, passwordMatches, throwFieldErrors } from '../auth/accounts.js'
import {
  driverField,
  emailField,
  idTokenField,
  localeField,
  nameField,
  passwordField,
  phoneField,
} from '../auth/fields.js'
import { socialReauthErrors, type SocialReauth } from '../auth/reauthenticate.js'
import { tidyBody } from '../auth/tidy-body.js'

interface UpdateMeBody extends SocialReauth {
  name?: string
  phone_number?: string | null
  locale?: Locale
  marketing_consent?: boolean
  email?: string
  current_password?: string
}

const body = {
  type: 'object',
  additionalProperties: false,
  properties: {
    name: nameField,
    phone_number: { ...phoneField, type: ['string', 'null'] },
    locale: localeField,
    marketing_consent: { type: 'boolean' },
    email: emailField,
    current_password: passwordField,
    // Accounts without a password confirm an e-mail change with a fresh Google or Facebook token.
    social_token: idTokenField,
    social_driver: driverField,
  },
} as const

/**
 * PATCH /me: changes the fields sent. A new e-mail needs the current password (accounts that only
 * sign in through Google or Facebook sign in with it again instead) and must not belong to another
 * account. It becomes `pending_email` and replaces `email` only once the link mailed to it is
 * followed; sending the account's own address again calls a pending change off.
 */
export default async function updateMe(app: FastifyInstance) {
  app.patch<{ Body: UpdateMeBody }>(
    '/',
    {
      schema: { body },
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
      const changes: Partial<typeof users.$inferInsert> = {
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
      const [updated] = await app.db
        .update(users)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(users.id, user.id))
        .returning()
      if (changes.pendingEmail) await sendEmailVerification(app, updated!, changes.pendingEmail)
      if (changes.pendingEmail) await recordSecurityEvent(app, 'email.change_requested')
      else if (changes.pendingEmail === null) await spendEmailVerifications(app, user.id)
      return userDocument(updated ?? user)
    },
  )
}
