import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { after } from 'node:test'
import { SignJWT, exportJWK, generateKeyPair, type JWTPayload } from 'jose'
import { desc, eq } from 'drizzle-orm'
import { outbox } from '../../../src/db/schema.js'
import type { Response, TestApp } from '../../helper.js'

export { SESSION_COOKIE } from '../../../src/plugins/session.js'

export function cookie(response: Response, name: string) {
  return (response.cookies as { name: string; value: string; maxAge?: number }[]).find(
    (c) => c.name === name,
  )
}

/** The newest mails to an address, newest first (once the mails sent after an answer are out). */
export async function mailsTo(testApp: TestApp, to: string) {
  await testApp.app.mailer.idle()
  return testApp.database.db.select().from(outbox).where(eq(outbox.to, to)).orderBy(desc(outbox.id))
}

/** The first link in a mail's text. */
export function linkIn(mail: { text: string }): URL {
  const found = mail.text.match(/https?:\/\/\S+/)
  if (!found) throw new Error(`no link in: ${mail.text}`)
  return new URL(found[0])
}

/** The first message on a field of a 422. */
export function fieldError(response: Response, field: string): string | undefined {
  return (response.json() as { errors?: Record<string, string[]> }).errors?.[field]?.[0]
}

export const GOOGLE_CLIENT_ID = 'test-client'
export const FACEBOOK_APP_ID = 'test-app'

type KeyPair = Awaited<ReturnType<typeof generateKeyPair>>
/** Another signing key, a lifetime from now, and an issue time other than now. */
type SignOptions = { keys?: KeyPair; expiresIn?: string; issuedAt?: Date }

/**
 * A stand-in for Google's and Facebook's key endpoints: a local server publishing one RSA key as a
 * JWKS, and helpers that sign ID tokens with it (or with a key it does not publish).
 */
export async function socialProvider() {
  const key = await generateKeyPair('RS256')
  const stranger = await generateKeyPair('RS256')
  const kid = 'test-key-1'
  const jwks = JSON.stringify({
    keys: [{ ...(await exportJWK(key.publicKey)), kid, alg: 'RS256', use: 'sig' }],
  })
  const server = http.createServer((request, response) => {
    if (request.url !== '/certs') return response.writeHead(404).end()
    response.writeHead(200, { 'content-type': 'application/json' }).end(jwks)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  after(() => {
    server.closeAllConnections()
    server.close()
  })
  const jwksUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/certs`

  async function sign(claims: JWTPayload, options: SignOptions = {}) {
    return new SignJWT(claims)
      .setProtectedHeader({ alg: 'RS256', kid })
      .setIssuedAt(options.issuedAt)
      .setExpirationTime(options.expiresIn ?? '1h')
      .sign((options.keys ?? key).privateKey)
  }

  let subjects = 0
  return {
    jwksUrl,
    /**
     * Settings for build(): both providers use this server's keys. The wait for them is generous: a
     * test process starved of CPU (PGlite suites starting beside it) must not turn a verdict into 503.
     */
    config: {
      google: { clientId: GOOGLE_CLIENT_ID, jwksUrl },
      facebook: { appId: FACEBOOK_APP_ID, jwksUrl },
      socialKeysTimeout: 60_000,
    },
    /** A new provider account id each call. */
    subject: () => `${process.pid}${Date.now()}${++subjects}`,
    stranger,
    googleToken(claims: JWTPayload, options?: SignOptions) {
      return sign(
        {
          iss: 'https://accounts.google.com',
          aud: GOOGLE_CLIENT_ID,
          email_verified: true,
          picture: 'https://lh3.googleusercontent.com/a/photo.jpg',
          ...claims,
        },
        options,
      )
    },
    facebookToken(claims: JWTPayload, options?: SignOptions) {
      return sign({ iss: 'https://www.facebook.com', aud: FACEBOOK_APP_ID, ...claims }, options)
    },
  }
}

/** The token of the newest mail to an address, which must be a verification link. */
export async function verificationToken(testApp: TestApp, to: string): Promise<string> {
  const [mail] = await mailsTo(testApp, to)
  if (!mail) throw new Error(`no mail to ${to}`)
  const link = linkIn(mail)
  if (!link.pathname.endsWith('/overeni-emailu'))
    throw new Error(`not a verification link: ${link}`)
  return link.searchParams.get('token')!
}
