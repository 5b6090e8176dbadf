import assert from 'node:assert/strict'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { after, describe, it } from 'node:test'
import { eq } from 'drizzle-orm'
import { users } from '../../../src/db/schema.js'
import { build, signedInVisitor } from '../../helper.js'
import { fieldError, socialProvider, verificationToken } from './fixtures.js'

describe('signing in and registering with Google and Facebook', async () => {
  const provider = await socialProvider()
  const testApp = await build({ ...provider.config })
  let counter = 0
  const newEmail = () => `social.${process.pid}.${++counter}@gmail.example`

  it('Google: an unknown account is 422 auth.social_unknown, then registers and signs in', async () => {
    const email = newEmail()
    const token = await provider.googleToken({
      sub: provider.subject(),
      email,
      name: 'Eva Dvořáková',
    })
    const visitor = testApp.visitor()
    const unknown = await visitor.post('/v1/auth/login', { token, driver: 'google' })
    assert.equal(unknown.statusCode, 422)
    assert.equal(
      fieldError(unknown, 'token'),
      'K tomuto přihlášení přes Google nebo Facebook zatím nemáme žádný účet. Nejdříve se prosím zaregistrujte.',
    )

    // What the storefront's Google button sends.
    const registered = await visitor.post('/v1/auth/register', {
      token,
      driver: 'google',
      name: '-',
      terms_accepted: true,
      remember: true,
    })
    assert.equal(registered.statusCode, 201)
    const { data, included } = registered.json()
    assert.equal(data.attributes.name, 'Eva Dvořáková')
    assert.equal(data.attributes.email, email)
    assert.equal(data.attributes.has_password, false)
    assert.deepEqual(included[0].attributes, {
      url: 'https://lh3.googleusercontent.com/a/photo.jpg',
      initial: 'E',
    })
    assert.equal((await visitor.get('/v1/me')).json().data.id, data.id)
    const [user] = await testApp.database.db
      .select()
      .from(users)
      .where(eq(users.id, Number(data.id)))
    assert.equal(user?.passwordHash, null)
    assert.ok(user?.termsAcceptedAt)

    const elsewhere = testApp.visitor()
    const signedIn = await elsewhere.post('/v1/auth/login', { token, driver: 'google' })
    assert.equal(signedIn.statusCode, 200)
    assert.equal(signedIn.json().data.id, data.id)

    const twice = await testApp
      .visitor()
      .post('/v1/auth/register', { token, driver: 'google', name: '-' })
    assert.equal(twice.statusCode, 422)
  })

  it('refuses a token signed with another key, for another audience or issuer, expired, or not a JWT', async () => {
    const claims = { sub: provider.subject(), email: newEmail() }
    const tokens = [
      await provider.googleToken(claims, { keys: provider.stranger }),
      await provider.googleToken({ ...claims, aud: 'someone-elses-client' }),
      await provider.googleToken({ ...claims, iss: 'https://accounts.example.com' }),
      await provider.googleToken(claims, { expiresIn: '-5m' }),
      'not.a.jwt',
    ]
    for (const token of tokens) {
      for (const url of ['/v1/auth/login', '/v1/auth/register']) {
        const response = await testApp.visitor().post(url, { token, driver: 'google' })
        assert.equal(response.statusCode, 422, `${url} ${token}`)
        assert.equal(
          fieldError(response, 'token'),
          'Přihlášení se nepodařilo ověřit. Zkuste to prosím znovu.',
        )
      }
    }
    // A Google token is no Facebook token.
    const google = await provider.googleToken(claims)
    const asFacebook = await testApp
      .visitor()
      .post('/v1/auth/login', { token: google, driver: 'facebook' })
    assert.equal(
      fieldError(asFacebook, 'token'),
      'Přihlášení se nepodařilo ověřit. Zkuste to prosím znovu.',
    )
  })

  it('links a Google account to an existing verified account with the same verified e-mail, but not an unverified one', async () => {
    const shopper = await signedInVisitor(testApp)
    const confirmed = await shopper.visitor.post('/v1/auth/email/verify', {
      token: await verificationToken(testApp, shopper.email),
    })
    assert.equal(confirmed.statusCode, 200)
    const unverified = await provider.googleToken({
      sub: provider.subject(),
      email: shopper.email,
      email_verified: false,
    })
    const refused = await testApp
      .visitor()
      .post('/v1/auth/login', { token: unverified, driver: 'google' })
    assert.equal(refused.statusCode, 409)
    const notRegistered = await testApp
      .visitor()
      .post('/v1/auth/register', { token: unverified, driver: 'google' })
    assert.equal(notRegistered.statusCode, 422)

    const subject = provider.subject()
    const verified = await provider.googleToken({
      sub: subject,
      email: shopper.email.toUpperCase(),
    })
    const linked = await testApp
      .visitor()
      .post('/v1/auth/login', { token: verified, driver: 'google' })
    assert.equal(linked.statusCode, 200)
    assert.equal(linked.json().data.id, String(shopper.userId))
    const [user] = await testApp.database.db
      .select()
      .from(users)
      .where(eq(users.id, shopper.userId))
    assert.equal(user?.googleId, subject)
    assert.equal(
      linked.json().included[0].attributes.url,
      'https://lh3.googleusercontent.com/a/photo.jpg',
    )

    // Another Google account with the same address does not take the account over.
    const other = await provider.googleToken({ sub: provider.subject(), email: shopper.email })
    assert.equal(
      (await testApp.visitor().post('/v1/auth/login', { token: other, driver: 'google' }))
        .statusCode,
      422,
    )
  })

  it('Facebook: registers with the name the client sends and signs in with a later token', async () => {
    const subject = provider.subject()
    const email = newEmail()
    const token = await provider.facebookToken({ sub: subject, email, name: 'Petr S.' })
    assert.equal(
      (await testApp.visitor().post('/v1/auth/login', { token, driver: 'facebook' })).statusCode,
      422,
    )
    const visitor = testApp.visitor()
    visitor.language = 'en'
    const registered = await visitor.post('/v1/auth/register', {
      token,
      driver: 'facebook',
      name: 'Petr Svoboda',
    })
    assert.equal(registered.statusCode, 201)
    assert.equal(registered.json().data.attributes.name, 'Petr Svoboda')
    assert.equal(registered.json().data.attributes.locale, 'en')
    const later = await provider.facebookToken({ sub: subject, email })
    const signedIn = await testApp
      .visitor()
      .post('/v1/auth/login', { token: later, driver: 'facebook' })
    assert.equal(signedIn.statusCode, 200)
    assert.equal(signedIn.json().data.id, registered.json().data.id)
    const wrongAudience = await provider.facebookToken({ sub: subject, email, aud: 'another-app' })
    assert.equal(
      (await testApp.visitor().post('/v1/auth/login', { token: wrongAudience, driver: 'facebook' }))
        .statusCode,
      422,
    )
  })

  it('needs an e-mail in the token to register', async () => {
    const token = await provider.facebookToken({ sub: provider.subject(), name: 'Bez Mailu' })
    const visitor = testApp.visitor()
    visitor.language = 'en'
    const response = await visitor.post('/v1/auth/register', { token, driver: 'facebook' })
    assert.equal(response.statusCode, 422)
    assert.match(fieldError(response, 'token')!, /did not share your email address/)
  })

  it('a social-only account sets a first password after a fresh Google sign-in', async () => {
    const email = newEmail()
    const token = await provider.googleToken({ sub: provider.subject(), email, name: 'Ota Nový' })
    const visitor = testApp.visitor()
    assert.equal(
      (await visitor.post('/v1/auth/register', { token, driver: 'google', name: '-' })).statusCode,
      201,
    )

    const withPassword = await testApp
      .visitor()
      .post('/v1/auth/login', { username: email, password: 'cokoliv-123' })
    assert.equal(fieldError(withPassword, 'username'), 'Nesprávný e-mail nebo heslo.')

    const first = { password: 'prvni-heslo-1', password_confirmation: 'prvni-heslo-1' }
    const bare = await visitor.post('/v1/auth/password/update', first)
    assert.equal(bare.statusCode, 422)
    assert.equal(
      fieldError(bare, 'social_token'),
      'Změnu prosím potvrďte novým přihlášením přes Google nebo Facebook.',
    )
    const set = await visitor.post('/v1/auth/password/update', {
      ...first,
      social_token: token,
      social_driver: 'google',
    })
    assert.equal(set.statusCode, 200)
    assert.equal(set.json().data.attributes.has_password, true)
    assert.equal(
      (
        await testApp
          .visitor()
          .post('/v1/auth/login', { username: email, password: 'prvni-heslo-1' })
      ).statusCode,
      200,
    )
  })

  it('a social-only account is deleted only after a fresh sign-in of its own Google account, not by typing its e-mail', async () => {
    const subject = provider.subject()
    const email = newEmail()
    const registered = await provider.googleToken({ sub: subject, email })
    const visitor = testApp.visitor()
    await visitor.post('/v1/auth/register', { token: registered, driver: 'google' })
    const reauthMessage = 'Změnu prosím potvrďte novým přihlášením přes Google nebo Facebook.'

    // The address is on the profile of any signed-in browser: it proves nothing.
    const typed = await visitor.post('/v1/me/destroy', { email })
    assert.equal(typed.statusCode, 422)
    const bare = await visitor.post('/v1/me/destroy', {})
    assert.equal(fieldError(bare, 'social_token'), reauthMessage)
    const stale = await provider.googleToken(
      { sub: subject, email },
      { issuedAt: new Date(Date.now() - 10 * 60_000) },
    )
    const someoneElse = await provider.googleToken({ sub: provider.subject(), email })
    for (const social_token of [stale, someoneElse, 'not.a.jwt']) {
      const refused = await visitor.post('/v1/me/destroy', {
        social_token,
        social_driver: 'google',
      })
      assert.equal(refused.statusCode, 422)
      assert.equal(fieldError(refused, 'social_token'), reauthMessage)
    }
    assert.equal((await visitor.get('/v1/me')).statusCode, 200, 'still there')

    const fresh = await provider.googleToken({ sub: subject, email })
    const deleted = await visitor.post('/v1/me/destroy', {
      social_token: fresh,
      social_driver: 'google',
    })
    assert.equal(deleted.statusCode, 200)
    assert.equal((await visitor.get('/v1/me')).statusCode, 401)
    assert.equal(
      (await testApp.visitor().post('/v1/auth/login', { token: fresh, driver: 'google' }))
        .statusCode,
      422,
    )
  })

  it('validates the social payload', async () => {
    const response = await testApp
      .visitor()
      .post('/v1/auth/login', { token: 42, driver: 'myspace' })
    assert.equal(fieldError(response, 'token'), 'Zadaná hodnota nemá správný typ.')
    assert.equal(fieldError(response, 'driver'), 'Vyberte jednu z nabízených možností.')
    const missing = await testApp.visitor().post('/v1/auth/register', { token: 'x' })
    assert.equal(fieldError(missing, 'driver'), 'Vyplňte toto pole.')
    const tooLong = await testApp
      .visitor()
      .post('/v1/auth/login', { token: 'x'.repeat(9000), driver: 'google' })
    assert.match(fieldError(tooLong, 'token')!, /8192/)
  })
})

describe('social sign-in without client ids', async () => {
  const testApp = await build()

  it('is 422 auth.social_unavailable for both providers', async () => {
    for (const driver of ['google', 'facebook']) {
      const response = await testApp.visitor().post('/v1/auth/register', { token: 'a.b.c', driver })
      assert.equal(response.statusCode, 422)
      assert.equal(
        fieldError(response, 'token'),
        'Tento způsob přihlášení není k dispozici. Přihlaste se prosím e-mailem a heslem.',
      )
    }
  })
})

describe('social sign-in when the provider cannot be reached', async () => {
  const testApp = await build({
    google: { clientId: 'test-client', jwksUrl: 'http://127.0.0.1:9/certs' },
  })
  const provider = await socialProvider()

  it('is 503, not a 500 and not a verdict on the token', async () => {
    const token = await provider.googleToken({ sub: '1', email: 'a@b.cz' })
    const response = await testApp.visitor().post('/v1/auth/login', { token, driver: 'google' })
    assert.equal(response.statusCode, 503)
  })
})

describe('social sign-in when the provider does not answer in time', async () => {
  const silent = http.createServer(() => {
    // Holds every request open: the keys never come.
  })
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
  after(() => {
    silent.closeAllConnections()
    silent.close()
  })
  const port = (silent.address() as AddressInfo).port
  const testApp = await build({
    google: { clientId: 'test-client', jwksUrl: `http://127.0.0.1:${port}/certs` },
    socialKeysTimeout: 200,
  })
  const provider = await socialProvider()

  it('is 503 once the configured wait for the keys is over', async () => {
    const token = await provider.googleToken({ sub: '1', email: 'a@b.cz' })
    const started = Date.now()
    const response = await testApp.visitor().post('/v1/auth/login', { token, driver: 'google' })
    assert.equal(response.statusCode, 503)
    const waited = Date.now() - started
    // Well before jose's own 5 s: the setting is what ended the wait.
    assert.ok(waited >= 150 && waited < 4800, `waited ${waited} ms for a 200 ms timeout`)
  })
})
