import { and, desc, eq, gt, isNull, ne, or } from 'drizzle-orm'
import type { Database } from '../db/client.js'
import { addresses, emailVerifications, passwordResets, sessions, users } from '../db/schema.js'
import { HttpError, type FieldErrors } from '../lib/http-error.js'
import {
  hashPassword,
  passwordPolicyProblem,
  verifyPassword,
  type PasswordHashing,
} from '../lib/password.js'
import type { SocialDriver, SocialProfile } from '../lib/social.js'
import { randomToken } from '../lib/tokens.js'
import type { User } from './users.js'
import { anonymiseOrdersOf } from '../orders/anonymise.js'
import { forgetMailsOf } from '../mails/outbox.js'

/** Accounts: finding, opening, changing and erasing them, and their passwords. */

export async function findUserByEmail(db: Database, email: string): Promise<User | undefined> {
  const [user] = await db.select().from(users).where(eq(users.email, email))
  return user
}

/** The account linked to the provider's account id. */
export async function findUserByProvider(
  db: Database,
  driver: SocialDriver,
  subject: string,
): Promise<User | undefined> {
  const [user] = await db
    .select()
    .from(users)
    .where(eq(providerColumn(driver), subject))
  return user
}

/** Whether an account has the address or is linked to the provider's account id already. */
export async function emailOrProviderTaken(
  db: Database,
  driver: SocialDriver,
  subject: string,
  email: string,
): Promise<boolean> {
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(or(eq(providerColumn(driver), subject), eq(users.email, email)))
  return Boolean(existing)
}

export interface PasswordAccount {
  name: string
  email: string
  passwordHash: string
  phoneNumber: string
  locale: string
  address: { street: string; city: string; zip: string; country: string }
}

/** A new account with a password; its address becomes the first saved address. */
export function openPasswordAccount(db: Database, account: PasswordAccount): Promise<User> {
  return db.transaction(async (tx) => {
    const [user] = await tx
      .insert(users)
      .values({
        name: account.name,
        email: account.email,
        passwordHash: account.passwordHash,
        phoneNumber: account.phoneNumber,
        locale: account.locale,
        termsAcceptedAt: new Date(),
      })
      .returning()
    const { firstName, lastName } = splitName(account.name)
    await tx.insert(addresses).values({
      userId: user!.id,
      firstName,
      lastName,
      ...account.address,
      phoneNumber: account.phoneNumber,
    })
    return user!
  })
}

/** A new account without a password, linked to the Google or Facebook account of the profile. */
export async function openSocialAccount(
  db: Database,
  profile: SocialProfile & { email: string },
  name: string,
  locale: string,
): Promise<User> {
  const [user] = await db
    .insert(users)
    .values({
      name,
      email: profile.email,
      avatarUrl: profile.picture,
      [providerKey(profile.driver)]: profile.subject,
      locale,
      termsAcceptedAt: new Date(),
      // Google vouches for the address; Facebook's word is checked by our own link.
      emailVerifiedAt: profile.emailVerified ? new Date() : null,
    })
    .returning()
  return user!
}

/** Records the provider account on the user; a unique violation means another account has it. */
export async function saveProviderLink(
  db: Database,
  user: User,
  profile: SocialProfile,
  verifiesEmail: boolean,
): Promise<User | undefined> {
  const now = new Date()
  const [updated] = await db
    .update(users)
    .set({
      [providerKey(profile.driver)]: profile.subject,
      avatarUrl: user.avatarUrl ?? profile.picture,
      emailVerifiedAt: user.emailVerifiedAt ?? (verifiesEmail ? now : null),
      updatedAt: now,
    })
    .where(eq(users.id, user.id))
    .returning()
  return updated
}

export type AccountChanges = Partial<typeof users.$inferInsert>

/** Changes the account's own fields. */
export async function changeAccount(
  db: Database,
  userId: number,
  changes: AccountChanges,
): Promise<User | undefined> {
  const [updated] = await db
    .update(users)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning()
  return updated
}

/**
 * Erases the account: addresses, favourites, sessions, tokens, baskets and views go with the user
 * row (foreign keys cascade); orders stay for the books, anonymised.
 */
export function eraseAccount(db: Database, user: User): Promise<void> {
  return db.transaction(async (tx) => {
    await anonymiseOrdersOf(tx, user.id)
    await forgetMailsOf(tx, user)
    await tx.delete(users).where(eq(users.id, user.id))
  })
}

export async function createPasswordReset(
  db: Database,
  userId: number,
  tokenHash: string,
  expiresAt: Date,
): Promise<void> {
  await db.insert(passwordResets).values({ userId, tokenHash, expiresAt })
}

/** The user's newest unused, unexpired password reset. */
export async function newestPasswordReset(db: Database, userId: number) {
  const [reset] = await db
    .select()
    .from(passwordResets)
    .where(
      and(
        eq(passwordResets.userId, userId),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, new Date()),
      ),
    )
    .orderBy(desc(passwordResets.createdAt), desc(passwordResets.id))
    .limit(1)
  return reset
}

/**
 * Spends the reset and sets the new password: every reset of the user is spent, the user's sessions
 * end and a pending e-mail change is called off. Undefined when the reset was spent meanwhile.
 */
export function resetPasswordWith(
  db: Database,
  resetId: number,
  userId: number,
  changes: Partial<typeof users.$inferInsert>,
): Promise<User | undefined> {
  return db.transaction(async (tx) => {
    // Spending the token is the check against a second use racing this one.
    const spent = await tx
      .update(passwordResets)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResets.id, resetId), isNull(passwordResets.usedAt)))
      .returning({ id: passwordResets.id })
    if (!spent.length) return undefined
    await tx
      .update(passwordResets)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)))
    await tx.delete(sessions).where(eq(sessions.userId, userId))
    // A pending e-mail change is called off: whoever holds the account now asks again.
    await tx
      .update(emailVerifications)
      .set({ usedAt: new Date() })
      .where(and(eq(emailVerifications.userId, userId), isNull(emailVerifications.usedAt)))
    const [row] = await tx
      .update(users)
      .set({ ...changes, pendingEmail: null, updatedAt: new Date() })
      .where(eq(users.id, userId))
      .returning()
    return row!
  })
}

/**
 * A new password for the user: every other session of the user ends and pending reset links are
 * spent.
 */
export function changePassword(
  db: Database,
  userId: number,
  passwordHash: string,
  currentSessionIdHash: string,
): Promise<User> {
  return db.transaction(async (tx) => {
    await tx
      .delete(sessions)
      .where(and(eq(sessions.userId, userId), ne(sessions.idHash, currentSessionIdHash)))
    await tx
      .update(passwordResets)
      .set({ usedAt: new Date() })
      .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)))
    const [row] = await tx
      .update(users)
      .set({ passwordHash, updatedAt: new Date() })
      .where(eq(users.id, userId))
      .returning()
    return row!
  })
}

/** The column that links an account to a provider's account id. */
export function providerColumn(driver: SocialDriver) {
  return driver === 'google' ? users.googleId : users.facebookId
}

/** The column's property name on a user row. */
export function providerKey(driver: SocialDriver): 'googleId' | 'facebookId' {
  return driver === 'google' ? 'googleId' : 'facebookId'
}

/** A second insert with the same e-mail lost the race against the unique index. */
export function isUniqueViolation(error: unknown): boolean {
  for (let cause = error; cause instanceof Object; cause = (cause as { cause?: unknown }).cause) {
    if ((cause as { code?: unknown }).code === '23505') return true
  }
  return false
}

/** The password policy (see lib/password.ts) and the confirmation of a new password. */
export function newPasswordErrors(
  password: string,
  confirmation: string,
  email: string,
): FieldErrors {
  const errors: FieldErrors = {}
  const problem = passwordPolicyProblem(password, email)
  if (problem) errors.password = problem
  if (confirmation !== password) errors.password_confirmation = { key: 'validation.password_match' }
  return errors
}

/** One 422 with every field that failed, or nothing. */
export function throwFieldErrors(errors: FieldErrors): void {
  if (Object.keys(errors).length) throw new HttpError(422, 'errors.validation', errors)
}

// A hash of a password nobody knows, at the app's cost: checking against it takes as long as a real check.
const dummyHashes = new Map<string, Promise<string>>()
function dummyHash(cost: PasswordHashing): Promise<string> {
  const key = `${cost.N}$${cost.r}$${cost.p}`
  let hash = dummyHashes.get(key)
  if (!hash) {
    hash = hashPassword(randomToken(), cost)
    dummyHashes.set(key, hash)
  }
  return hash
}

/**
 * Whether the password is the account's. An unknown account, or one without a password, still costs
 * one scrypt run, so the answer's timing does not tell which e-mails are registered.
 */
export async function passwordMatches(
  cost: PasswordHashing,
  passwordHash: string | null | undefined,
  password: string,
) {
  const matches = await verifyPassword(password, passwordHash ?? (await dummyHash(cost)))
  return Boolean(passwordHash) && matches
}

/** "Jana Nováková" becomes Jana and Nováková on the first address; one word is a first name only. */
export function splitName(name: string): { firstName: string; lastName: string } {
  const [firstName = '', ...rest] = name.trim().split(/\s+/)
  return { firstName, lastName: rest.join(' ') }
}
