import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto'

/** scrypt cost: OWASP's N=2^17, r=8, p=1 in production; tests pass a cheaper N. */
export interface PasswordHashing {
  N: number
  r: number
  p: number
}
export const OWASP_SCRYPT: PasswordHashing = { N: 2 ** 17, r: 8, p: 1 }
export const PASSWORD_MIN_LENGTH = 8
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
