import type { FastifyInstance, FastifyRequest } from 'fastify'
import { eq, or } from 'drizzle-orm'
import { addresses, users } from '../../db/schema.js'
import { invalid, type FieldErrors } from '../../lib/http-error.js'
import type { Locale } from '../../lib/localized.js'
import { hashPassword } from '../../lib/password.js'
import { verifySocialToken, type SocialDriver } from '../../lib/social.js'
import { userDocument, type User } from '../../lib/users.js'
import { sendEmailVerification } from '../../accounts/email-verification.js'
import { DEFAULT_COUNTRY, postalFields } from '../me/addresses/fields.js'
import {
  findUserByEmail,
  isUniqueViolation,
  newPasswordErrors,
  providerColumn,
  providerKey,
  splitName,
  throwFieldErrors,
} from './accounts.js'
import { eitherBody } from './either-body.js'
import {
  driverField,
  emailField,
  idTokenField,
  localeField,
  nameField,
  passwordField,
  phoneField,
  rememberField,
} from './fields.js'
import { tidyBody } from './tidy-body.js'

interface PasswordRegistration {
  email: string
  password: string
  password_confirmation: string
  name: string
  phone_number: string
  remember: boolean
  terms_accepted: boolean
  locale?: Locale
  street: string
  city: string
  zip: string
  country: string
}

interface SocialRegistration {
  token: string
  driver: SocialDriver
  name?: string
  remember: boolean
  terms_accepted?: boolean
  locale?: Locale
}

const password = {
  type: 'object',
  additionalProperties: false,
  required: [
    'email',
    'password',
    'password_confirmation',
    'name',
    'phone_number',
    'terms_accepted',
    'street',
    'city',
    'zip',
  ],
  properties: {
    email: emailField,
    password: passwordField,
    password_confirmation: passwordField,
    name: nameField,
    phone_number: phoneField,
    remember: rememberField,
    terms_accepted: { type: 'boolean' },
    locale: localeField,
    ...postalFields,
    country: { ...postalFields.country, default: DEFAULT_COUNTRY },
  },
} as const

const social = {
  type: 'object',
  additionalProperties: false,
  required: ['token', 'driver'],
  properties: {
    token: idTokenField,
    driver: driverField,
    name: nameField,
    remember: rememberField,
    terms_accepted: { type: 'boolean' },
    locale: localeField,
  },
} as const

/** The unique index had the last word: someone registered the address a moment earlier. */
async function insertingUser<T>(field: string, insert: () => Promise<T>): Promise<T> {
  try {
    return await insert()
  } catch (error) {
    if (isUniqueViolation(error)) throw invalid(field, 'auth.email_taken')
    throw error
  }
}

/** A new account with a password; the address on the form becomes its first saved address. */
async function registerWithPassword(
  app: FastifyInstance,
  request: FastifyRequest,
  body: PasswordRegistration,
): Promise<User> {
  const errors: FieldErrors = newPasswordErrors(
    body.password,
    body.password_confirmation,
    body.email,
  )
  if (!body.terms_accepted) errors.terms_accepted = { key: 'validation.terms' }
  if (await findUserByEmail(app.db, body.email)) errors.email = { key: 'auth.email_taken' }
  throwFieldErrors(errors)
  const passwordHash = await hashPassword(body.password, app.passwordHashing)
  return insertingUser('email', () =>
    app.db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          name: body.name,
          email: body.email,
          passwordHash,
          phoneNumber: body.phone_number,
          locale: body.locale ?? request.locale,
          termsAcceptedAt: new Date(),
        })
        .returning()
      const { firstName, lastName } = splitName(body.name)
      await tx.insert(addresses).values({
        userId: user!.id,
        firstName,
        lastName,
        street: body.street,
        city: body.city,
        zip: body.zip,
        country: body.country,
        phoneNumber: body.phone_number,
      })
      return user!
    }),
  )
}

/**
 * A new account from a Google or Facebook ID token, without a password. An address or provider
 * account that is already registered is a 422, on which the client signs in instead. An address the
 * provider has not verified leaves the account unverified until our link is followed.
 */
async function registerWithToken(
  app: FastifyInstance,
  request: FastifyRequest,
  body: SocialRegistration,
): Promise<User> {
  const profile = await verifySocialToken(app.config, body.driver, body.token)
  const { email } = profile
  if (!email) throw invalid('token', 'auth.social_email_missing')
  if (body.terms_accepted === false) throw invalid('terms_accepted', 'validation.terms')
  const [existing] = await app.db
    .select({ id: users.id })
    .from(users)
    .where(or(eq(providerColumn(body.driver), profile.subject), eq(users.email, email)))
  if (existing) throw invalid('token', 'auth.email_taken')
  // Google's button registers with the placeholder name "-": the token knows the real one.
  const given = body.name && body.name !== '-' ? body.name : null
  const name = given ?? profile.name ?? email.split('@')[0] ?? email
  const [user] = await insertingUser('token', () =>
    app.db
      .insert(users)
      .values({
        name,
        email,
        avatarUrl: profile.picture,
        [providerKey(body.driver)]: profile.subject,
        locale: body.locale ?? request.locale,
        termsAcceptedAt: new Date(),
        // Google vouches for the address; Facebook's word is checked by our own link.
        emailVerifiedAt: profile.emailVerified ? new Date() : null,
      })
      .returning(),
  )
  return user!
}

/**
 * POST /auth/register: creates the account, mails the link that verifies its address (unless Google
 * vouched for it) and signs it in → 201 with the user.
 */
export default async function register(app: FastifyInstance) {
  app.post<{ Body: PasswordRegistration | SocialRegistration }>(
    '/register',
    {
      ...eitherBody(app, { social, password }),
      preValidation: tidyBody({
        trim: ['name', 'phone_number', 'street', 'city', 'zip'],
        email: ['email'],
      }),
      config: { rateLimit: app.config.rateLimits.register },
    },
    async (request, reply) => {
      const body = request.body
      const user =
        'token' in body
          ? await registerWithToken(app, request, body)
          : await registerWithPassword(app, request, body)
      // Unverified accounts may shop; the link proves the address before anything relies on it.
      if (!user.emailVerifiedAt) await sendEmailVerification(app, user, user.email)
      await app.sessions.signIn(request, reply, user.id, body.remember)
      return reply.status(201).send(userDocument(user))
    },
  )
}
