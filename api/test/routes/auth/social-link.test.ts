import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { eq } from 'drizzle-orm'
import { users } from '../../../src/db/schema.js'
import { build, signedInVisitor, type TestApp } from '../../helper.js'
import { fieldError, linkIn, mailsTo, socialProvider, verificationToken } from './fixtures.js'

async function userRow(testApp: TestApp, userId: number) {
  const [user] = await testApp.database.db.select().from(users).where(eq(users.id, userId))
  return user!
}

/** The owner of the mailbox takes the account back through "forgot password". */
async function resetThroughMailbox(testApp: TestApp, email: string, password: string) {
  await testApp.visitor().post('/v1/auth/password/forgot', { email })
  const [mail] = await mailsTo(testApp, email)
  const token = linkIn(mail!).searchParams.get('token')!
  const owner = testApp.visitor()
  const reset = await owner.post('/v1/auth/password/reset', {
    email,
    token,
    password,
    password_confirmation: password,
  })
  assert.equal(reset.statusCode, 200, reset.body)
  return owner
}

describe('pre-account takeover: social sign-in does not join an account by e-mail alone', async () => {
  const provider = await socialProvider()
  const testApp = await build({ ...provider.config })
  let counter = 0
  const victimEmail = () => `obet.${process.pid}.${++counter}@gmail.example`

  it("an attacker who registered the victim's address does not get the victim's Google sign-in", async () => {
    const email = victimEmail()
    const attacker = await signedInVisitor(testApp, {
      email,
      password: 'utocnikovo-heslo-7',
      password_confirmation: 'utocnikovo-heslo-7',
    })
    const subject = provider.subject()
    const google = await provider.googleToken({ sub: subject, email })

    const victim = testApp.visitor()
    const login = await victim.post('/v1/auth/login', { token: google, driver: 'google' })
    assert.equal(login.statusCode, 409)
    assert.equal(
      login.json().message,
      'Účet s tímto e-mailem už u nás máte. Přihlaste se k němu prosím jednou heslem (nebo tak, jak se přihlašujete obvykle) a přihlášení přes Google k němu připojíme. Heslo k tomuto účtu neznáte, protože jste ho nezakládali? Nastavte si nové přes „Zapomněli jste heslo?“',
    )
    // What the storefront tries next in its register-first flow: no way in either.
    const register = await victim.post('/v1/auth/register', { token: google, driver: 'google' })
    assert.equal(register.statusCode, 422)
    assert.equal((await victim.get('/v1/me')).statusCode, 401)
    assert.equal((await userRow(testApp, attacker.userId)).googleId, null)

    // The owner of the mailbox resets the password: the attacker is out, and Google links now.
    await resetThroughMailbox(testApp, email, 'obet-nove-heslo-9')
    assert.equal((await attacker.visitor.get('/v1/me')).statusCode, 401)
    const attackerAgain = await testApp
      .visitor()
      .post('/v1/auth/login', { username: email, password: 'utocnikovo-heslo-7' })
    assert.equal(attackerAgain.statusCode, 422)
    const linked = await testApp
      .visitor()
      .post('/v1/auth/login', { token: google, driver: 'google' })
    assert.equal(linked.statusCode, 200)
    assert.equal((await userRow(testApp, attacker.userId)).googleId, subject)
  })

  it("the victim's click on the unasked-for verification mail does not verify the attacker's account", async () => {
    const email = victimEmail()
    const attacker = await signedInVisitor(testApp, {
      email,
      password: 'utocnikovo-heslo-7',
      password_confirmation: 'utocnikovo-heslo-7',
    })
    const token = await verificationToken(testApp, email)

    // The victim follows the link from their mailbox, in a browser not signed in to that account...
    const victim = testApp.visitor()
    const clicked = await victim.post('/v1/auth/email/verify', { token })
    assert.equal(clicked.statusCode, 401)
    // ... or signed in to an account of their own under another address.
    const victimsOwn = await signedInVisitor(testApp, { email: victimEmail() })
    const asOwn = await victimsOwn.visitor.post('/v1/auth/email/verify', { token })
    assert.equal(asOwn.statusCode, 403)
    assert.equal((await userRow(testApp, attacker.userId)).emailVerifiedAt, null)

    // Later the victim signs in with Google: asked to sign in to the account, not let into it.
    const subject = provider.subject()
    const google = await provider.googleToken({ sub: subject, email })
    const login = await victim.post('/v1/auth/login', { token: google, driver: 'google' })
    assert.equal(login.statusCode, 409)
    assert.equal((await victim.get('/v1/me')).statusCode, 401)
    const account = await userRow(testApp, attacker.userId)
    assert.equal(account.googleId, null)
    assert.equal(account.emailVerifiedAt, null)
  })

  it("a Facebook account registered with the victim's address loses its link when the owner resets", async () => {
    const email = victimEmail()
    const attackerSubject = provider.subject()
    const facebook = await provider.facebookToken({ sub: attackerSubject, email, name: 'Útočník' })
    const registered = await testApp
      .visitor()
      .post('/v1/auth/register', { token: facebook, driver: 'facebook', name: 'Útočník' })
    assert.equal(registered.statusCode, 201)
    assert.equal(registered.json().data.attributes.email_verified, false)

    await resetThroughMailbox(testApp, email, 'obet-nove-heslo-9')
    const user = await userRow(testApp, Number(registered.json().data.id))
    assert.equal(user.facebookId, null)
    assert.ok(user.emailVerifiedAt, 'following the reset link proved the address')
    const attackerAgain = await testApp
      .visitor()
      .post('/v1/auth/login', { token: facebook, driver: 'facebook' })
    assert.equal(attackerAgain.statusCode, 409)
  })

  it('a verified account links Google silently, when Google has verified the address', async () => {
    const shopper = await signedInVisitor(testApp, { email: victimEmail() })
    const unverifiedByGoogle = await provider.googleToken({
      sub: provider.subject(),
      email: shopper.email,
      email_verified: false,
    })
    const verified = await shopper.visitor.post('/v1/auth/email/verify', {
      token: await verificationToken(testApp, shopper.email),
    })
    assert.equal(verified.statusCode, 200)
    const refused = await testApp
      .visitor()
      .post('/v1/auth/login', { token: unverifiedByGoogle, driver: 'google' })
    assert.equal(refused.statusCode, 409)

    const subject = provider.subject()
    const google = await provider.googleToken({ sub: subject, email: shopper.email })
    const linked = await testApp
      .visitor()
      .post('/v1/auth/login', { token: google, driver: 'google' })
    assert.equal(linked.statusCode, 200)
    assert.equal(linked.json().data.id, String(shopper.userId))
    assert.equal((await userRow(testApp, shopper.userId)).googleId, subject)
  })

  it('Facebook never links by e-mail alone; a password sign-in with the token links it', async () => {
    const shopper = await signedInVisitor(testApp, { email: victimEmail() })
    const verified = await shopper.visitor.post('/v1/auth/email/verify', {
      token: await verificationToken(testApp, shopper.email),
    })
    assert.equal(verified.statusCode, 200)
    const subject = provider.subject()
    const facebook = await provider.facebookToken({ sub: subject, email: shopper.email })
    const prompt = testApp.visitor()
    prompt.language = 'en'
    const refused = await prompt.post('/v1/auth/login', { token: facebook, driver: 'facebook' })
    assert.equal(refused.statusCode, 409)
    assert.match(refused.json().message, /sign in to it once with your password .* Facebook/)

    const wrongPassword = await prompt.post('/v1/auth/login', {
      username: shopper.email,
      password: 'spatne-heslo',
      link: { token: facebook, driver: 'facebook' },
    })
    assert.equal(wrongPassword.statusCode, 422)
    assert.equal((await userRow(testApp, shopper.userId)).facebookId, null)

    const linked = await prompt.post('/v1/auth/login', {
      username: shopper.email,
      password: shopper.password,
      link: { token: facebook, driver: 'facebook' },
    })
    assert.equal(linked.statusCode, 200)
    assert.equal((await userRow(testApp, shopper.userId)).facebookId, subject)
    const later = await testApp
      .visitor()
      .post('/v1/auth/login', { token: facebook, driver: 'facebook' })
    assert.equal(later.statusCode, 200)
    assert.equal(later.json().data.id, String(shopper.userId))
  })

  it('linking with the password verifies an unverified account when Google vouches for the address', async () => {
    const shopper = await signedInVisitor(testApp, { email: victimEmail() })
    const google = await provider.googleToken({ sub: provider.subject(), email: shopper.email })
    const linked = await testApp.visitor().post('/v1/auth/login', {
      username: shopper.email,
      password: shopper.password,
      link: { token: google, driver: 'google' },
    })
    assert.equal(linked.statusCode, 200)
    assert.equal(linked.json().data.attributes.email_verified, true)
  })

  it("refuses to link a token of another address, or one another account holds, and doesn't sign in", async () => {
    const shopper = await signedInVisitor(testApp, { email: victimEmail() })
    const elsewhere = await provider.googleToken({ sub: provider.subject(), email: victimEmail() })
    const visitor = testApp.visitor()
    const mismatch = await visitor.post('/v1/auth/login', {
      username: shopper.email,
      password: shopper.password,
      link: { token: elsewhere, driver: 'google' },
    })
    assert.equal(mismatch.statusCode, 422)
    assert.equal(
      fieldError(mismatch, 'link'),
      'Účet Google patří k jinému e-mailu než tento účet, proto ho nelze připojit.',
    )
    assert.equal((await visitor.get('/v1/me')).statusCode, 401)

    const other = await signedInVisitor(testApp, { email: victimEmail() })
    const otherSubject = provider.subject()
    await testApp.visitor().post('/v1/auth/login', {
      username: other.email,
      password: other.password,
      link: {
        token: await provider.googleToken({ sub: otherSubject, email: other.email }),
        driver: 'google',
      },
    })
    // The same Google account, now claiming the first shopper's address.
    const held = await provider.googleToken({ sub: otherSubject, email: shopper.email })
    const taken = await visitor.post('/v1/auth/login', {
      username: shopper.email,
      password: shopper.password,
      link: { token: held, driver: 'google' },
    })
    assert.equal(taken.statusCode, 422)
    assert.match(fieldError(taken, 'link')!, /jiný účet Google/)
    assert.equal((await userRow(testApp, shopper.userId)).googleId, null)
  })
})
