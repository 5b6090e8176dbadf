import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto'
import { readFileSync } from 'node:fs'
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  passwordLength,
} from '@print-shop/shop-domain/text-rules'
import type { FieldErrors } from './http-error.js'

/** scrypt cost: OWASP's N=2^17, r=8, p=1 in production; tests pass a cheaper N. */
export interface PasswordHashing {
  N: number
  r: number
  p: number
}
export const OWASP_SCRYPT: PasswordHashing = { N: 2 ** 17, r: 8, p: 1 }
/**
 * 8 to 128 characters (`@print-shop/shop-domain/text-rules`, the storefront's forms hold the same):
 * long enough for any passphrase; scrypt takes any length, the cap keeps one hash's work bounded.
 */
export { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH }
const KEY_LENGTH = 64

function derive(password: string, salt: Buffer, cost: PasswordHashing): Promise<Buffer> {
  // scrypt needs 128 * N * r bytes; node's default maxmem (32 MiB) is below OWASP's N=2^17.
  const options: ScryptOptions = { ...cost, maxmem: 256 * cost.N * cost.r }
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  )
}

/** `scrypt$N$r$p$salt$key`, base64url parts: the parameters travel with the hash. */
export async function hashPassword(
  password: string,
  cost: PasswordHashing = OWASP_SCRYPT,
): Promise<string> {
  const salt = randomBytes(16)
  const key = await derive(password, salt, cost)
  return [
    'scrypt',
    cost.N,
    cost.r,
    cost.p,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$')
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, N, r, p, salt, key] = stored.split('$')
  if (scheme !== 'scrypt' || !salt || !key) return false
  const expected = Buffer.from(key, 'base64url')
  const actual = await derive(password, Buffer.from(salt, 'base64url'), {
    N: Number(N),
    r: Number(r),
    p: Number(p),
  })
  return actual.length === expected.length && timingSafeEqual(actual, expected)
}

/** The same text as the hash sees it, without case: `Password1` is as common as `password1`. */
const comparable = (text: string) => text.normalize('NFKC').toLowerCase()

const COMMON_PASSWORDS = new Set(
  readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
    .split('\n')
    .filter((line) => line && !line.startsWith('#'))
    .map(comparable),
)

/**
 * Why a new password cannot be used (as a field message), or nothing: 8 to 128 characters, not one of
 * the most common passwords, not the account's e-mail address or the part before the @.
 */
export function passwordPolicyProblem(
  password: string,
  email: string,
): FieldErrors[string] | undefined {
  const length = passwordLength(password)
  if (length < PASSWORD_MIN_LENGTH)
    return { key: 'validation.password_min', vars: { limit: PASSWORD_MIN_LENGTH } }
  if (length > PASSWORD_MAX_LENGTH)
    return { key: 'validation.password_max', vars: { limit: PASSWORD_MAX_LENGTH } }
  const candidate = comparable(password)
  const address = comparable(email.trim())
  if (candidate === address || candidate === address.split('@')[0])
    return { key: 'validation.password_email' }
  if (COMMON_PASSWORDS.has(candidate)) return { key: 'validation.password_common' }
  return undefined
}
