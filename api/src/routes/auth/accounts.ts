import { eq } from 'drizzle-orm'
import type { Database } from '../../db/client.js'
import { users } from '../../db/schema.js'
import { HttpError, type FieldErrors } from '../../lib/http-error.js'
import {
  hashPassword,
  passwordPolicyProblem,
  verifyPassword,
  type PasswordHashing,
} from '../../lib/password.js'
import type { SocialDriver } from '../../lib/social.js'
import { randomToken } from '../../lib/tokens.js'
import type { User } from '../../lib/users.js'

export async function findUserByEmail(db: Database, email: string): Promise<User | undefined> {
  const [user] = await db.select().from(users).where(eq(users.email, email))
  return user
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
