import type { FastifyInstance } from 'fastify'
import { eq } from 'drizzle-orm'
import { users } from '../../db/schema.js'
import { invalid, type FieldErrors } from '../../lib/http-error.js'
import type { Locale } from '../../lib/localized.js'
import { currentUser } from '../../plugins/session.js'
import { userDocument } from '../../lib/users.js'
import {
  findUserByEmail,
  isUniqueViolation,
  passwordMatches,
  throwFieldErrors,
} from '../auth/accounts.js'
import { emailField, localeField, nameField, passwordField, phoneField } from '../auth/fields.js'
import { tidyBody } from '../auth/tidy-body.js'

interface UpdateMeBody {
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
  },
} as const

/**
 * PATCH /me: changes the fields sent. A new e-mail needs the current password (accounts that only
 * sign in through Google or Facebook have none to give) and must not belong to another account.
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
    },
    async (request) => {
      const user = await currentUser(request)
      const { name, phone_number, locale, marketing_consent, email, current_password } =
        request.body
      const changes: Partial<typeof users.$inferInsert> = {
        name,
        phoneNumber: phone_number,
        locale,
        marketingConsent: marketing_consent,
      }
      if (email !== undefined && email !== user.email) {
        const errors: FieldErrors = {}
        if (
          user.passwordHash &&
          !(await passwordMatches(app.passwordHashing, user.passwordHash, current_password ?? ''))
        ) {
          errors.current_password = { key: 'auth.current_password' }
        }
        if (await findUserByEmail(app.db, email)) errors.email = { key: 'auth.email_taken' }
        throwFieldErrors(errors)
        changes.email = email
      }
      try {
        const [updated] = await app.db
          .update(users)
          .set({ ...changes, updatedAt: new Date() })
          .where(eq(users.id, user.id))
          .returning()
        return userDocument(updated ?? user)
      } catch (error) {
        if (isUniqueViolation(error)) throw invalid('email', 'auth.email_taken')
        throw error
      }
    },
  )
}
