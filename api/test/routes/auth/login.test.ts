import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { build, signedInVisitor } from '../../helper.js'
import { SESSION_COOKIE, cookie, fieldError } from './fixtures.js'

describe('POST /v1/auth/login', async () => {
  const testApp = await build()
  const shopper = await signedInVisitor(testApp)

  it('signs in with e-mail and password and answers with the user', async () => {
    const visitor = testApp.visitor()
    const response = await visitor.post('/v1/auth/login', {
      username: shopper.email,
      password: shopper.password,
      remember: false,
    })
    assert.equal(response.statusCode, 200)
    assert.equal(response.json().data.id, String(shopper.userId))
    assert.equal(response.json().included[0].type, 'avatars')
    assert.equal((await visitor.get('/v1/me')).json().data.id, String(shopper.userId))
  })

  it('accepts the e-mail in any case and with spaces around it', async () => {
    const response = await testApp.visitor().post('/v1/auth/login', {
      username: ` ${shopper.email.toUpperCase()} `,
      password: shopper.password,
    })
    assert.equal(response.statusCode, 200)
  })

  it('gives the same answer for a wrong password and an unknown e-mail', async () => {
    const wrongPassword = await testApp
      .visitor()
      .post('/v1/auth/login', { username: shopper.email, password: 'not-the-password' })
    const unknownEmail = await testApp
      .visitor()
      .post('/v1/auth/login', { username: 'nobody@example.cz', password: shopper.password })
    assert.equal(wrongPassword.statusCode, 422)
    assert.equal(unknownEmail.statusCode, 422)
    assert.deepEqual(wrongPassword.json(), unknownEmail.json())
    assert.deepEqual(wrongPassword.json(), {
      message: 'Některá pole nejsou vyplněna správně.',
      errors: { username: ['Nesprávný e-mail nebo heslo.'] },
    })
    const visitor = testApp.visitor()
    visitor.language = 'en'
    const english = await visitor.post('/v1/auth/login', {
      username: shopper.email,
      password: 'not-the-password',
    })
    assert.equal(fieldError(english, 'username'), 'Incorrect email address or password.')
  })

  it('rotates the session id and the CSRF token: the cookie from before no longer works', async () => {
    const visitor = testApp.visitor()
    await visitor.get('/v1/csrf')
    const anonymous = {
      session: visitor.cookies.get(SESSION_COOKIE),
      csrf: visitor.cookies.get('XSRF-TOKEN'),
    }
    await visitor.post('/v1/auth/login', { username: shopper.email, password: shopper.password })
    const first = {
      session: visitor.cookies.get(SESSION_COOKIE),
      csrf: visitor.cookies.get('XSRF-TOKEN'),
    }
    assert.notEqual(first.session, anonymous.session)
    assert.notEqual(first.csrf, anonymous.csrf)

    await visitor.post('/v1/auth/login', { username: shopper.email, password: shopper.password })
    assert.notEqual(visitor.cookies.get(SESSION_COOKIE), first.session)
    assert.equal((await visitor.get('/v1/me')).statusCode, 200)
    const old = await testApp.app.inject({
      method: 'GET',
      url: '/v1/me',
      headers: { cookie: `${SESSION_COOKIE}=${first.session}` },
    })
    assert.equal(old.statusCode, 401)
  })

  it('remembers the visitor for 30 days only when asked to', async () => {
    const remembered = await testApp.visitor().post('/v1/auth/login', {
      username: shopper.email,
      password: shopper.password,
      remember: true,
    })
    const thirtyDays = 30 * 24 * 60 * 60
    assert.equal(cookie(remembered, SESSION_COOKIE)?.maxAge, thirtyDays)
    assert.equal(cookie(remembered, 'XSRF-TOKEN')?.maxAge, thirtyDays)
    const session = await testApp
      .visitor()
      .post('/v1/auth/login', { username: shopper.email, password: shopper.password })
    assert.ok(cookie(session, SESSION_COOKIE))
    assert.equal(cookie(session, SESSION_COOKIE)?.maxAge, undefined)
  })

  it('names missing fields and wrong types', async () => {
    const missing = await testApp.visitor().post('/v1/auth/login', {})
    assert.equal(missing.statusCode, 422)
    assert.equal(fieldError(missing, 'username'), 'Vyplňte toto pole.')
    assert.equal(fieldError(missing, 'password'), 'Vyplňte toto pole.')
    const types = await testApp
      .visitor()
      .post('/v1/auth/login', { username: ['a@b.cz'], password: 12345678, remember: 'yes' })
    assert.equal(types.statusCode, 422)
    for (const field of ['username', 'password', 'remember'])
      assert.equal(fieldError(types, field), 'Zadaná hodnota nemá správný typ.')
    const long = await testApp
      .visitor()
      .post('/v1/auth/login', { username: shopper.email, password: 'x'.repeat(201) })
    assert.match(fieldError(long, 'password')!, /200/)
  })

  it('answers 400 to malformed JSON and 419 without the CSRF header', async () => {
    const visitor = testApp.visitor()
    const malformed = await visitor.request('POST', '/v1/auth/login', {
      body: '{username',
      headers: { 'content-type': 'application/json' },
    })
    assert.equal(malformed.statusCode, 400)
    const forged = await visitor.post(
      '/v1/auth/login',
      { username: shopper.email, password: shopper.password },
      { csrf: false },
    )
    assert.equal(forged.statusCode, 419)
    assert.equal(cookie(forged, SESSION_COOKIE), undefined)
  })

  it('says social sign-in is unavailable when the shop has no client id for it', async () => {
    const response = await testApp
      .visitor()
      .post('/v1/auth/login', { token: 'header.payload.signature', driver: 'google' })
    assert.equal(response.statusCode, 422)
    assert.equal(
      fieldError(response, 'token'),
      'Tento způsob přihlášení není k dispozici. Přihlaste se prosím e-mailem a heslem.',
    )
    const unknownDriver = await testApp
      .visitor()
      .post('/v1/auth/login', { token: 'x', driver: 'twitter' })
    assert.equal(fieldError(unknownDriver, 'driver'), 'Vyberte jednu z nabízených možností.')
  })
})
