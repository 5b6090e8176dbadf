import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { eq } from 'drizzle-orm'
import { emailVerifications, outbox, users } from '../../../src/db/schema.js'
import { sha256 } from '../../../src/lib/tokens.js'
import { build, registration, signedInVisitor, type TestApp, type Visitor } from '../../helper.js'
import { fieldError, linkIn, mailsTo, socialProvider, verificationToken } from './fixtures.js'

/** Follows a verification link as this visitor (signed in or not). */
const verify = (visitor: Visitor, token: string) => visitor.post('/v1/auth/email/verify', { token })

async function isVerified(testApp: TestApp, userId: number) {
  const [user] = await testApp.database.db.select().from(users).where(eq(users.id, userId))
  return user!.emailVerifiedAt !== null
}

describe('verifying the e-mail address of a new account', async () => {
  const provider = await socialProvider()
  const testApp = await build({ ...provider.config })

  it('registration mails a link valid for 48 hours, kept only as a hash, that works once', async () => {
    const shopper = await signedInVisitor(testApp)
    const me = (await shopper.visitor.get('/v1/me')).json().data.attributes
    assert.equal(me.email_verified, false)
    assert.equal(me.pending_email, null)

    const [mail] = await mailsTo(testApp, shopper.email)
    assert.equal(mail!.subject, 'Ověřte svůj e-mail – Obrazárna')
    assert.match(mail!.text, /^Dobrý den, Jano,/)
    assert.match(mail!.text, /platí 48 hodin/)
    assert.match(mail!.text, /Funguje jen tehdy, když jste ke svému účtu přihlášeni/)
    assert.match(mail!.text, /přes „Zapomněli jste heslo\?“ nové heslo: účet tím převezmete/)
    const link = linkIn(mail!)
    assert.equal(`${link.origin}${link.pathname}`, 'https://www.obrazarna.test/overeni-emailu')
    const token = link.searchParams.get('token')!
    assert.match(token, /^[\w-]{43}$/)
    // The address the account signs in with, for the sign-in the page may ask for.
    assert.equal(link.searchParams.get('email'), shopper.email)
    assert.ok(mail!.html.includes(`href="${link.href.replace(/&/g, '&amp;')}"`), mail!.html)

    const rows = await testApp.database.db
      .select()
      .from(emailVerifications)
      .where(eq(emailVerifications.userId, shopper.userId))
    assert.equal(rows.length, 1)
    assert.equal(rows[0]!.tokenHash, sha256(token))
    assert.ok(!JSON.stringify(rows).includes(token), 'the token itself is not stored')
    const hours = (rows[0]!.expiresAt.getTime() - Date.now()) / 3_600_000
    assert.ok(hours > 47.9 && hours <= 48, `expires in ${hours} hours`)

    const confirmed = await verify(shopper.visitor, token)
    assert.equal(confirmed.statusCode, 200)
    assert.deepEqual(confirmed.json(), {
      message: 'Děkujeme, váš e-mail je ověřený.',
      outcome: 'verified',
      email: shopper.email,
    })
    assert.equal((await shopper.visitor.get('/v1/me')).json().data.attributes.email_verified, true)

    const again = await verify(shopper.visitor, token)
    assert.equal(again.statusCode, 422)
    assert.equal(
      fieldError(again, 'token'),
      'Odkaz pro ověření e-mailu je neplatný, už byl použitý, nebo vypršel. Pošlete si prosím nový.',
    )
  })

  it('refuses an expired link and an unknown one, and the account stays unverified', async () => {
    const shopper = await signedInVisitor(testApp)
    const token = await verificationToken(testApp, shopper.email)
    await testApp.database.db
      .update(emailVerifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(emailVerifications.userId, shopper.userId))
    assert.equal((await verify(shopper.visitor, token)).statusCode, 422)
    assert.equal((await verify(shopper.visitor, `${token.slice(0, -1)}x`)).statusCode, 422)
    // Signed out too: a dead link is dead, signing in would not help.
    assert.equal((await verify(testApp.visitor(), token)).statusCode, 422)
    assert.equal(await isVerified(testApp, shopper.userId), false)
    const missing = await testApp.visitor().post('/v1/auth/email/verify', {})
    assert.equal(fieldError(missing, 'token'), 'Vyplňte toto pole.')
  })

  it('signed out, a good link asks for a sign-in and stays good; signed in, the same link verifies', async () => {
    const shopper = await signedInVisitor(testApp)
    const token = await verificationToken(testApp, shopper.email)
    // The mail opened on another device, not signed in there.
    const phone = testApp.visitor()
    const refused = await verify(phone, token)
    assert.equal(refused.statusCode, 401)
    assert.deepEqual(refused.json(), {
      message:
        'Odkaz pro ověření e-mailu funguje jen tehdy, když jste přihlášeni k účtu, pro který je určený. Přihlaste se prosím a ověření dokončíme.',
    })
    assert.equal(await isVerified(testApp, shopper.userId), false)

    const signIn = await phone.post('/v1/auth/login', {
      username: shopper.email,
      password: shopper.password,
    })
    assert.equal(signIn.statusCode, 200)
    const confirmed = await verify(phone, token)
    assert.equal(confirmed.statusCode, 200)
    assert.equal(confirmed.json().outcome, 'verified')
    assert.equal(await isVerified(testApp, shopper.userId), true)
  })

  it('signed in to another account, a link is refused (403) and verifies neither account', async () => {
    const owner = await signedInVisitor(testApp)
    const other = await signedInVisitor(testApp)
    const token = await verificationToken(testApp, owner.email)
    other.visitor.language = 'en'
    const refused = await verify(other.visitor, token)
    assert.equal(refused.statusCode, 403)
    assert.equal(
      refused.json().message,
      'You are signed in to a different account from the one this link was sent for. Please sign in to the right account and we will complete the verification.',
    )
    assert.equal(await isVerified(testApp, owner.userId), false)
    assert.equal(await isVerified(testApp, other.userId), false)
    assert.equal((await verify(owner.visitor, token)).statusCode, 200)
  })

  it('sends the link again on request; only the newest one works', async () => {
    const shopper = await signedInVisitor(testApp)
    const first = await verificationToken(testApp, shopper.email)
    const resent = await shopper.visitor.post('/v1/auth/email/resend', {})
    assert.equal(resent.statusCode, 200)
    assert.equal(resent.json().message, `Odkaz pro ověření jsme poslali na ${shopper.email}.`)
    const second = await verificationToken(testApp, shopper.email)
    assert.notEqual(second, first)
    assert.equal((await verify(shopper.visitor, first)).statusCode, 422)
    assert.equal((await verify(shopper.visitor, second)).statusCode, 200)

    const done = await shopper.visitor.post('/v1/auth/email/resend', {})
    assert.equal(done.statusCode, 422)
    assert.equal(fieldError(done, 'email'), 'Váš e-mail už je ověřený.')
  })

  it('anonymously, answers the same for any address and mails only an unverified account', async () => {
    const shopper = await signedInVisitor(testApp)
    const mailsBefore = (await testApp.database.db.select({ id: outbox.id }).from(outbox)).length
    const known = await testApp
      .visitor()
      .post('/v1/auth/email/resend', { email: shopper.email.toUpperCase() })
    const unknown = await testApp
      .visitor()
      .post('/v1/auth/email/resend', { email: 'nikdo@example.cz' })
    assert.equal(known.statusCode, 200)
    assert.equal(unknown.body, known.body)
    const mailsAfter = (await testApp.database.db.select({ id: outbox.id }).from(outbox)).length
    assert.equal(mailsAfter - mailsBefore, 1)
    const nothing = await testApp.visitor().post('/v1/auth/email/resend', {})
    assert.equal(fieldError(nothing, 'email'), 'Vyplňte toto pole.')
  })

  it("writes the mail in the account's language with that language's link", async () => {
    const visitor = testApp.visitor()
    const payload = registration({ locale: 'de' })
    assert.equal((await visitor.post('/v1/auth/register', payload)).statusCode, 201)
    const [mail] = await mailsTo(testApp, payload.email)
    assert.equal(mail!.subject, 'Bestätigen Sie Ihre E-Mail-Adresse – Obrazárna')
    assert.equal(linkIn(mail!).pathname, '/de/overeni-emailu')
  })

  it('Google-verified addresses need no link; Facebook addresses do', async () => {
    const googleEmail = `google.${process.pid}@gmail.example`
    const google = await provider.googleToken({ sub: provider.subject(), email: googleEmail })
    const byGoogle = await testApp
      .visitor()
      .post('/v1/auth/register', { token: google, driver: 'google', name: '-' })
    assert.equal(byGoogle.statusCode, 201)
    assert.equal(byGoogle.json().data.attributes.email_verified, true)
    assert.equal((await mailsTo(testApp, googleEmail)).length, 0)

    const facebookEmail = `facebook.${process.pid}@example.cz`
    const facebook = await provider.facebookToken({ sub: provider.subject(), email: facebookEmail })
    const petr = testApp.visitor()
    const byFacebook = await petr.post('/v1/auth/register', {
      token: facebook,
      driver: 'facebook',
      name: 'Petr',
    })
    assert.equal(byFacebook.statusCode, 201)
    assert.equal(byFacebook.json().data.attributes.email_verified, false)
    const token = await verificationToken(testApp, facebookEmail)
    assert.equal((await verify(petr, token)).statusCode, 200)
    assert.equal(await isVerified(testApp, Number(byFacebook.json().data.id)), true)

    // Google's own "not verified" is no proof either: a link goes out.
    const unverifiedEmail = `unverified.${process.pid}@example.cz`
    const unverified = await provider.googleToken({
      sub: provider.subject(),
      email: unverifiedEmail,
      email_verified: false,
    })
    const byUnverified = await testApp
      .visitor()
      .post('/v1/auth/register', { token: unverified, driver: 'google', name: '-' })
    assert.equal(byUnverified.statusCode, 201)
    assert.equal(byUnverified.json().data.attributes.email_verified, false)
    assert.equal((await mailsTo(testApp, unverifiedEmail)).length, 1)
  })
})
