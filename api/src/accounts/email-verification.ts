import type { FastifyInstance } from 'fastify'
import { and, eq, gt, isNull } from 'drizzle-orm'
import { emailVerifications, users } from '../db/schema.js'
import { HttpError, invalid } from '../lib/http-error.js'
import { randomToken, sha256 } from '../lib/tokens.js'
import type { User } from './users.js'
import { isUniqueViolation } from './accounts.js'
import { EMAIL_TOKEN_HOURS, verificationMail } from './verification-mail.js'

/**
 * Mails a new link that confirms `email` for the account (its own address, or the new one it asked
 * for). Only the newest link works: earlier unused ones are spent, so a change of mind (another new
 * address) cannot be overtaken by an older mail.
 */
export async function sendEmailVerification(
  app: FastifyInstance,
  user: User,
  email: string,
): Promise<void> {
  const token = randomToken()
  await app.db.transaction(async (tx) => {
    await tx
      .update(emailVerifications)
      .set({ usedAt: new Date() })
      .where(and(eq(emailVerifications.userId, user.id), isNull(emailVerifications.usedAt)))
    await tx.insert(emailVerifications).values({
      userId: user.id,
      email,
      tokenHash: sha256(token),
      expiresAt: new Date(Date.now() + EMAIL_TOKEN_HOURS * 60 * 60_000),
    })
  })
  await app.mailer.send(verificationMail(app.config, user, email, token))
}

/** Spends the user's unused links, e.g. when a pending change is called off. */
export async function spendEmailVerifications(app: FastifyInstance, userId: number) {
  await app.db
    .update(emailVerifications)
    .set({ usedAt: new Date() })
    .where(and(eq(emailVerifications.userId, userId), isNull(emailVerifications.usedAt)))
}

export type Confirmation =
  | { outcome: 'verified'; user: User }
  | { outcome: 'changed'; user: User; oldEmail: string }
  /** Someone registered the new address while the link was on its way. */
  | { outcome: 'taken'; user: User }

const badToken = () => invalid('token', 'auth.email_token')

/**
 * A good link followed by someone not signed in to its account: 401 signed out, 403 signed in to
 * another account. The link stays unspent, so its owner can sign in and follow it again.
 */
function signInFirst(visitorId: number | null): HttpError {
  return visitorId === null
    ? new HttpError(401, 'auth.verify_sign_in')
    : new HttpError(403, 'auth.verify_other_account')
}

/**
 * Follows a link: the account's own address becomes verified, or the pending new address replaces
 * it. A link works once, until it expires, only for the address the account still wants, and only
 * for a visitor signed in to that account (`visitorId`). The mailbox alone is not enough: an
 * attacker may have registered the address, and its owner, clicking the unasked-for mail, would
 * verify the attacker's account, which Google sign-in then joins by the address.
 */
export async function confirmEmail(
  app: FastifyInstance,
  token: string,
  visitorId: number | null,
): Promise<Confirmation> {
  try {
    return await app.db.transaction(async (tx) => {
      const valid = and(
        eq(emailVerifications.tokenHash, sha256(token)),
        isNull(emailVerifications.usedAt),
        gt(emailVerifications.expiresAt, new Date()),
      )
      const [found] = await tx
        .select({ userId: emailVerifications.userId })
        .from(emailVerifications)
        .where(valid)
      if (!found) throw badToken()
      if (found.userId !== visitorId) throw signInFirst(visitorId)
      // Spending the link is the check against a second use racing this one.
      const [link] = await tx
        .update(emailVerifications)
        .set({ usedAt: new Date() })
        .where(valid)
        .returning()
      if (!link) throw badToken()
      const [user] = await tx.select().from(users).where(eq(users.id, link.userId))
      if (!user) throw badToken()
      const now = new Date()
      if (link.email === user.email) {
        const [verified] = await tx
          .update(users)
          .set({ emailVerifiedAt: user.emailVerifiedAt ?? now, updatedAt: now })
          .where(eq(users.id, user.id))
          .returning()
        return { outcome: 'verified', user: verified! }
      }
      if (link.email !== user.pendingEmail) throw badToken()
      const [holder] = await tx
        .select({ id: users.id })
        .from(users)
        .where(eq(users.email, link.email))
      if (holder) {
        const [kept] = await tx
          .update(users)
          .set({ pendingEmail: null, updatedAt: now })
          .where(eq(users.id, user.id))
          .returning()
        return { outcome: 'taken', user: kept! }
      }
      const [changed] = await tx
        .update(users)
        .set({ email: link.email, pendingEmail: null, emailVerifiedAt: now, updatedAt: now })
        .where(eq(users.id, user.id))
        .returning()
      return { outcome: 'changed', user: changed!, oldEmail: user.email }
    })
  } catch (error) {
    // The unique index had the last word: the address was registered a moment earlier.
    if (isUniqueViolation(error)) throw invalid('token', 'auth.email_taken')
    throw error
  }
}
