import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { desc, eq } from 'drizzle-orm'
import { outbox, passwordResets, users } from '../../../src/db/schema.js'
import { sha256 } from '../../../src/lib/tokens.js'
import { build, signedInVisitor, type TestApp } from '../../helper.js'
import { fieldError } from './fixtures.js'

/** Asks for a reset link and reads the token from the e-mail it sends. */
async function requestReset(testApp: TestApp, email: string) {
  const response = await testApp.visitor().post('/v1/auth/password/forgot', { email })
  assert.equal(response.statusCode, 200)
  await testApp.app.mailer.idle()
  const [mail] = await testApp.database.db.select().from(outbox).orderBy(desc(outbox.id)).limit(1)
  const link = new URL(mail!.text.match(/https?:\/\/\S+/)![0])
  return { mail: mail!, link, token: link.searchParams.get('token')! }
}

async function outboxSize(testApp: TestApp) {
  await testApp.app.mailer.idle()
  return (await testApp.database.db.select({ id: outbox.id }).from(outbox)).length
}

describe('POST /v1/auth/password/forgot', async () => {
  const testApp = await build()

  it('e-mails a link to the reset page and keeps only a hash of the token', async () => {
    const shopper = await signedInVisitor(testApp)
    const before = await outboxSize(testApp)
    const { mail, link, token } = await requestReset(testApp, shopper.email)
    assert.equal((await outboxSize(testApp)) - before, 1)
    assert.equal(mail.to, shopper.email)
    assert.equal(mail.subject, 'Obnovení hesla – Obrazárna')
    assert.match(mail.text, /Dobrý den, Jano,/)
    assert.equal(`${link.origin}${link.pathname}`, 'https://www.obrazarna.test/obnova-hesla')
    assert.equal(link.searchParams.get('email'), shopper.email)
    assert.match(
      mail.html,
      new RegExp(
        `href="https://www\\.obrazarna\\.test/obnova-hesla\\?email=${encodeURIComponent(shopper.email).replace(/\./g, '\\.')}&amp;token=`,
      ),
    )
    assert.match(token, /^[\w-]{43}$/)
    const [reset] = await testApp.database.db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.userId, shopper.userId))
    assert.equal(reset?.tokenHash, sha256(token))
    const minutes = (reset!.expiresAt.getTime() - Date.now()) / 60_000
    assert.ok(minutes > 59 && minutes <= 60, `expires in ${minutes} minutes`)
  })

  it("writes the e-mail in the account's language with that language's link", async () => {
    const shopper = await signedInVisitor(testApp, { locale: 'en' })
    const { mail, link } = await requestReset(testApp, shopper.email)
    assert.equal(mail.subject, 'Reset your password – Obrazárna')
    assert.equal(link.pathname, '/en/obnova-hesla')
  })

  it('answers an unknown e-mail exactly like a known one, and sends nothing', async () => {
    const shopper = await signedInVisitor(testApp)
    const known = await testApp.visitor().post('/v1/auth/password/forgot', { email: shopper.email })
    const before = await outboxSize(testApp)
    const unknown = await testApp
      .visitor()
      .post('/v1/auth/password/forgot', { email: 'nikdo@example.cz' })
    assert.equal(unknown.statusCode, known.statusCode)
    assert.equal(unknown.body, known.body)
    assert.deepEqual(unknown.json(), {
      message:
        'Pokud u nás účet s tímto e-mailem existuje, poslali jsme na něj odkaz pro nastavení nového hesla.',
    })
    assert.equal(await outboxSize(testApp), before)
  })

  it('validates the e-mail and needs the CSRF header', async () => {
    const missing = await testApp.visitor().post('/v1/auth/password/forgot', {})
    assert.equal(fieldError(missing, 'email'), 'Vyplňte toto pole.')
    const visitor = testApp.visitor()
    visitor.language = 'en'
    const invalid = await visitor.post('/v1/auth/password/forgot', { email: 'jana' })
    assert.equal(fieldError(invalid, 'email'), 'Please enter a valid email address.')
    const wrongType = await visitor.post('/v1/auth/password/forgot', { email: 42 })
    assert.equal(wrongType.statusCode, 422)
    assert.equal(
      (
        await visitor.post(
          '/v1/auth/password/forgot',
          { email: 'jana@example.cz' },
          { csrf: false },
        )
      ).statusCode,
      419,
    )
  })
})

describe('POST /v1/auth/password/reset', async () => {
  const testApp = await build()
  const newPassword = 'nove-heslo-42'
  const resetBody = (email: string, token: string) => ({
    email,
    token,
    password: newPassword,
    password_confirmation: newPassword,
    remember: false,
  })

  it('sets the new password once, signs in here and out everywhere else', async () => {
    const shopper = await signedInVisitor(testApp)
    const { token } = await requestReset(testApp, shopper.email)
    const visitor = testApp.visitor()
    const response = await visitor.post('/v1/auth/password/reset', resetBody(shopper.email, token))
    assert.equal(response.statusCode, 200)
    assert.equal(response.json().data.type, 'users')
    assert.equal(response.json().data.id, String(shopper.userId))
    assert.equal(response.json().data.attributes.email, shopper.email)

    assert.equal((await visitor.get('/v1/me')).statusCode, 200)
    assert.equal((await shopper.visitor.get('/v1/me')).statusCode, 401)
    const [reset] = await testApp.database.db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.userId, shopper.userId))
    assert.ok(reset?.usedAt)

    const oldPassword = await testApp
      .visitor()
      .post('/v1/auth/login', { username: shopper.email, password: shopper.password })
    assert.equal(oldPassword.statusCode, 422)
    const signIn = await testApp
      .visitor()
      .post('/v1/auth/login', { username: shopper.email, password: newPassword })
    assert.equal(signIn.statusCode, 200)

    const again = await testApp
      .visitor()
      .post('/v1/auth/password/reset', resetBody(shopper.email, token))
    assert.equal(again.statusCode, 422)
    assert.equal(
      fieldError(again, 'token'),
      'Odkaz pro obnovení hesla je neplatný nebo už vypršel. Požádejte prosím o nový.',
    )
  })

  it('refuses an expired token', async () => {
    const shopper = await signedInVisitor(testApp)
    const { token } = await requestReset(testApp, shopper.email)
    await testApp.database.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.userId, shopper.userId))
    const visitor = testApp.visitor()
    visitor.language = 'en'
    const response = await visitor.post('/v1/auth/password/reset', resetBody(shopper.email, token))
    assert.equal(response.statusCode, 422)
    assert.equal(
      fieldError(response, 'token'),
      'This password reset link is invalid or has expired. Please request a new one.',
    )
  })

  it("accepts only the newest link, and only with its own account's e-mail", async () => {
    const shopper = await signedInVisitor(testApp)
    const other = await signedInVisitor(testApp)
    const older = await requestReset(testApp, shopper.email)
    const newer = await requestReset(testApp, shopper.email)
    assert.equal(
      (
        await testApp
          .visitor()
          .post('/v1/auth/password/reset', resetBody(shopper.email, older.token))
      ).statusCode,
      422,
    )
    assert.equal(
      (await testApp.visitor().post('/v1/auth/password/reset', resetBody(other.email, newer.token)))
        .statusCode,
      422,
    )
    assert.equal(
      (
        await testApp
          .visitor()
          .post('/v1/auth/password/reset', resetBody('nikdo@example.cz', newer.token))
      ).statusCode,
      422,
    )
    assert.equal(
      (
        await testApp
          .visitor()
          .post('/v1/auth/password/reset', resetBody(shopper.email, newer.token))
      ).statusCode,
      200,
    )
  })

  it('checks the new password before spending the token', async () => {
    const shopper = await signedInVisitor(testApp)
    const { token } = await requestReset(testApp, shopper.email)
    const mismatch = await testApp.visitor().post('/v1/auth/password/reset', {
      ...resetBody(shopper.email, token),
      password_confirmation: 'jine-heslo-42',
    })
    assert.equal(mismatch.statusCode, 422)
    assert.equal(fieldError(mismatch, 'password_confirmation'), 'Hesla se neshodují.')
    assert.equal(fieldError(mismatch, 'token'), undefined)
    const short = await testApp.visitor().post('/v1/auth/password/reset', {
      ...resetBody(shopper.email, token),
      password: 'kratke',
      password_confirmation: 'kratke',
    })
    assert.equal(fieldError(short, 'password'), 'Heslo musí mít alespoň 8 znaků.')
    const [user] = await testApp.database.db
      .select()
      .from(users)
      .where(eq(users.id, shopper.userId))
    const unchanged = await testApp
      .visitor()
      .post('/v1/auth/login', { username: user!.email, password: shopper.password })
    assert.equal(unchanged.statusCode, 200)
    assert.equal(
      (await testApp.visitor().post('/v1/auth/password/reset', resetBody(shopper.email, token)))
        .statusCode,
      200,
    )
  })

  it('names missing fields, rejects wrong types and malformed JSON, and needs the CSRF header', async () => {
    const missing = await testApp.visitor().post('/v1/auth/password/reset', {})
    for (const field of ['email', 'token', 'password', 'password_confirmation'])
      assert.equal(fieldError(missing, field), 'Vyplňte toto pole.')
    const types = await testApp.visitor().post('/v1/auth/password/reset', {
      email: 'a@b.cz',
      token: 1,
      password: true,
      password_confirmation: null,
      remember: 'no',
    })
    for (const field of ['token', 'password', 'password_confirmation', 'remember'])
      assert.equal(fieldError(types, field), 'Zadaná hodnota nemá správný typ.')
    const long = await testApp
      .visitor()
      .post('/v1/auth/password/reset', resetBody('a@b.cz', 'x'.repeat(1001)))
    assert.match(fieldError(long, 'token')!, /1000/)
    const visitor = testApp.visitor()
    const malformed = await visitor.request('POST', '/v1/auth/password/reset', {
      body: '{"email":',
      headers: { 'content-type': 'application/json' },
    })
    assert.equal(malformed.statusCode, 400)
    assert.equal(
      (await visitor.post('/v1/auth/password/reset', resetBody('a@b.cz', 'x'), { csrf: false }))
        .statusCode,
      419,
    )
  })
})
