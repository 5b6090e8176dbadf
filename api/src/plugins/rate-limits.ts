import rateLimit from '@fastify/rate-limit'
import type { FastifyReply } from 'fastify'
import fp from 'fastify-plugin'
import { HttpError } from '../lib/http-error.js'
import {
  block,
  blockedFor,
  countHit,
  databaseStore,
  forget,
  sweepRateLimits,
} from '../security/rate-limit-store.js'
import { subscriberAddress } from '../lib/subscriber-address.js'
import { sha256 } from '../lib/tokens.js'
import { sweepEvery } from '../lib/sweep.js'

declare module 'fastify' {
  interface FastifyInstance {
    passwordAttempts: PasswordAttempts
  }
}

export interface PasswordAttempts {
  /**
   * Runs `check` (is this the account's password?) unless the account's password checks are locked:
   * then a 429 with Retry-After, whichever address asks. A failure counts towards the lock, the
   * right password forgets the failures.
   */
  verify(reply: FastifyReply, account: string, check: () => Promise<boolean>): Promise<boolean>
  /** Lifts the account's lock: a password reset proved the mailbox and set a new password. */
  forget(account: string): Promise<void>
}

/** The counter of a known account, or of the e-mail tried when no account has it (kept hashed). */
export function accountKey(user: { id: number } | undefined, email: string): string {
  return user ? `account ${user.id}` : `email ${sha256(email)}`
}

const tooManyAttempts = (ms: number) =>
  new HttpError(429, 'errors.rate_limit', undefined, { seconds: Math.max(1, Math.ceil(ms / 1000)) })

/** Expired counters are swept now and then rather than on every request. */
const SWEEP_EVERY = 10 * 60 * 1000

/**
 * Per-route limits by address (routes opt in with `config.rateLimit`) and the per-account back-off
 * for wrong passwords, both counted in the database so that every API process shares them.
 */
export default fp(
  async (app) => {
    await app.register(rateLimit, {
      global: false,
      store: databaseStore(app.db),
      // request.ip is the peer unless TRUST_PROXY trusts it to forward the client's address.
      keyGenerator: (request) => subscriberAddress(request.ip),
      errorResponseBuilder: (_request, context) => tooManyAttempts(context.ttl),
    })

    const limits = app.config.rateLimits.passwordFailures
    app.decorate('passwordAttempts', {
      async verify(reply, account, check) {
        const key = `password ${account}`
        const locked = await blockedFor(app.db, key)
        if (locked) {
          reply.header('retry-after', Math.max(1, Math.ceil(locked / 1000)))
          throw tooManyAttempts(locked)
        }
        if (await check()) {
          await forget(app.db, key)
          return true
        }
        const { current } = await countHit(app.db, key, limits.timeWindow)
        if (current >= limits.max) {
          const lockout = Math.min(limits.maxLockout, limits.lockout * 2 ** (current - limits.max))
          await block(app.db, key, lockout, limits.timeWindow)
        }
        return false
      },
      async forget(account) {
        await forget(app.db, `password ${account}`)
      },
    } satisfies PasswordAttempts)

    sweepEvery(app, SWEEP_EVERY, 'rate-limit', () => sweepRateLimits(app.db))
  },
  { name: 'rate-limits', dependencies: ['database'] },
)
