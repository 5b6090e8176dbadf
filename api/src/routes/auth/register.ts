import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import {
  emailOrProviderTaken,
  findUserByEmail,
  isUniqueViolation,
  newPasswordErrors,
  openPasswordAccount,
  openSocialAccount,
  throwFieldErrors,
} from '../../accounts/accounts.js'
import { sendEmailVerification } from '../../accounts/email-verification.js'
import {
  passwordRegistrationBody,
  socialRegistrationBody,
  type PasswordRegistration,
  type SocialRegistration,
} from '@print-shop/shop-domain/requests/accounts'
import { invalid, type FieldErrors } from '../../lib/http-error.js'
import { hashPassword } from '../../lib/password.js'
import { verifySocialToken } from '../../lib/social.js'
import { userDocument, type User } from '../../accounts/users.js'
import { eitherBody } from './either-body.js'
import { tidyBody } from './tidy-body.js'
import { registeredResponse } from '@print-shop/shop-domain/responses/accounts'

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
    openPasswordAccount(app.db, {
      name: body.name,
      email: body.email,
      passwordHash,
      phoneNumber: body.phone_number,
      locale: body.locale ?? request.locale,
      address: { street: body.street, city: body.city, zip: body.zip, country: body.country },
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
  if (await emailOrProviderTaken(app.db, body.driver, profile.subject, email))
    throw invalid('token', 'auth.email_taken')
  // Google's button registers with the placeholder name "-": the token knows the real one.
  const given = body.name && body.name !== '-' ? body.name : null
  const name = given ?? profile.name ?? email.split('@')[0] ?? email
  return insertingUser('token', () =>
    openSocialAccount(app.db, { ...profile, email }, name, body.locale ?? request.locale),
  )
}

/**
 * POST /auth/register: creates the account, mails the link that verifies its address (unless Google
 * vouched for it) and signs it in → 201 with the user.
 */
const register: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/register',
    {
      ...eitherBody(
        app,
        { social: socialRegistrationBody, password: passwordRegistrationBody },
        registeredResponse,
      ),
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

export default register
