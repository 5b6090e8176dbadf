import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'

/** 32 random bytes, URL-safe: session ids, CSRF and password-reset tokens. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url')
}

/** What is stored instead of a token: a leaked row cannot be replayed. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('base64url')
}

export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}
