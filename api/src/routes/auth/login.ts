import type { FastifyInstance } from 'fastify'
import { eq } from 'drizzle-orm'
import { users } from '../../db/schema.js'
import { invalid } from '../../lib/http-error.js'
import { verifySocialToken, type SocialDriver } from '../../lib/social.js'
import { userDocument, type User } from '../../lib/users.js'
import { findUserByEmail, passwordMatches, providerColumn, providerKey } from './accounts.js'
import { eitherBody } from './either-body.js'
import { driverField, idTokenField, passwordField, rememberField } from './fields.js'
import { tidyBody } from './tidy-body.js'

interface PasswordLogin {
  username: string
  password: string
  remember: boolean
}

interface SocialLogin {
  token: string
  driver: SocialDriver
  remember: boolean
}

const password = {
  type: 'object',
  additionalProperties: false,
  required: ['username', 'password'],
  properties: {
    // Any text: an address that cannot exist simply does not sign in.
    username: { type: 'string', minLength: 1, maxLength: 255 },
    password: { ...passwordField, minLength: 1 },
    remember: rememberField,
  },
} as const

const social = {
  type: 'object',
  additionalProperties: false,
  required: ['token', 'driver'],
  properties: { token: idTokenField, driver: driverField, remember: rememberField },
} as const

/** The same answer for an unknown e-mail and a wrong password. */
const failed = () => invalid('username', 'auth.failed')

async function loginWithPassword(app: FastifyInstance, body: PasswordLogin): Promise<User> {
  const user = await findUserByEmail(app.db, body.username)
  const matches = await passwordMatches(app.passwordHashing, user?.passwordHash, body.password)
  if (!user || !matches) throw failed()
  return user
}

/**
 * The account linked to the provider's account id, or else the account with the token's verified
 * e-mail, which is linked now. Neither: 422 `auth.social_unknown`, and the client registers.
 */
async function loginWithToken(app: FastifyInstance, body: SocialLogin): Promise<User> {
  const profile = await verifySocialToken(app.config, body.driver, body.token)
  const [linked] = await app.db
    .select()
    .from(users)
    .where(eq(providerColumn(body.driver), profile.subject))
  if (linked) return linked
  const unknown = () => invalid('token', 'auth.social_unknown')
  if (!profile.email || !profile.emailVerified) throw unknown()
  const user = await findUserByEmail(app.db, profile.email)
  // An account already linked to another account of the same provider is not taken over.
  if (!user || user[providerKey(body.driver)]) throw unknown()
  const [updated] = await app.db
    .update(users)
    .set({
      [providerKey(body.driver)]: profile.subject,
      avatarUrl: user.avatarUrl ?? profile.picture,
      updatedAt: new Date(),
    })
    .where(eq(users.id, user.id))
    .returning()
  return updated ?? user
}

/** POST /auth/login: signs in on a new session id (and CSRF token) → 200 with the user. */
export default async function login(app: FastifyInstance) {
  app.post<{ Body: PasswordLogin | SocialLogin }>(
    '/login',
    {
      ...eitherBody(app, { social, password }),
      preValidation: tidyBody({ email: ['username'] }),
      config: { rateLimit: app.config.rateLimits.login },
    },
    async (request, reply) => {
      const body = request.body
      const user =
        'token' in body ? await loginWithToken(app, body) : await loginWithPassword(app, body)
      await app.sessions.signIn(request, reply, user.id, body.remember)
      return userDocument(user)
    },
  )
}
