import type { FastifyInstance, FastifyReply } from 'fastify'
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import {
  findUserByEmail,
  findUserByProvider,
  passwordMatches,
  providerKey,
} from '../../accounts/accounts.js'
import {
  passwordLoginBody,
  socialLoginBody,
  type PasswordLogin,
  type SocialLogin,
} from '@print-shop/shop-domain/requests/accounts'
import { invalid } from '../../lib/http-error.js'
import { verifySocialToken } from '../../lib/social.js'
import { userDocument, type User } from '../../accounts/users.js'
import { accountKey } from '../../plugins/rate-limits.js'
import { recordSignIn, signInFailed } from '../../security/sign-in.js'
import { eitherBody } from './either-body.js'
import { linkAfterSignIn, linkNeedsSignIn, linkProvider, mayLinkByEmail } from './social-link.js'
import { tidyBody } from './tidy-body.js'
import { userResponse } from '@print-shop/shop-domain/responses/accounts'

/** The same answer for an unknown e-mail and a wrong password. */
const failed = () => invalid('username', 'auth.failed')

async function loginWithPassword(
  app: FastifyInstance,
  reply: FastifyReply,
  body: PasswordLogin,
): Promise<User> {
  const user = await findUserByEmail(app.db, body.username)
  // An e-mail without an account is locked out like one with: the 429 does not tell them apart.
  const matches = await app.passwordAttempts.verify(reply, accountKey(user, body.username), () =>
    passwordMatches(app.passwordHashing, user?.passwordHash, body.password),
  )
  if (!user || !matches) throw failed()
  return user
}

/**
 * The account linked to the provider's account id, or else the account with the token's e-mail,
 * linked now when both sides have verified it (409 when it needs its owner to sign in once).
 * Neither: 422 `auth.social_unknown`, and the client registers.
 */
async function loginWithToken(app: FastifyInstance, body: SocialLogin): Promise<User> {
  const profile = await verifySocialToken(app.config, body.driver, body.token)
  const linked = await findUserByProvider(app.db, body.driver, profile.subject)
  if (linked) return linked
  const unknown = () => invalid('token', 'auth.social_unknown')
  if (!profile.email) throw unknown()
  const user = await findUserByEmail(app.db, profile.email)
  // An account already linked to another account of the same provider is not taken over.
  if (!user || user[providerKey(body.driver)]) throw unknown()
  if (!mayLinkByEmail(user, profile)) throw linkNeedsSignIn(body.driver)
  return linkProvider(app, user, profile)
}

/**
 * POST /auth/login: signs in on a new session id (and CSRF token) → 200 with the user. With `link`,
 * the Google or Facebook account of an earlier 409 is linked to the account signed in to.
 */
const login: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/login',
    {
      ...eitherBody(app, { social: socialLoginBody, password: passwordLoginBody }, userResponse),
      preValidation: tidyBody({ email: ['username'] }),
      config: { rateLimit: app.config.rateLimits.login },
    },
    async (request, reply) => {
      const body = request.body
      let user = await (
        'token' in body ? loginWithToken(app, body) : loginWithPassword(app, reply, body)
      ).catch(signInFailed(app, body))
      if (body.link) user = await linkAfterSignIn(app, user, body.link)
      await app.sessions.signIn(request, reply, user.id, body.remember)
      await recordSignIn(app, body)
      return userDocument(user)
    },
  )
}

export default login
