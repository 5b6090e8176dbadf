import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { build, signedInVisitor } from '../../helper.js'
import { fieldError } from './fixtures.js'

describe('POST /v1/auth/password/update', async () => {
  const testApp = await build()
  const change = (current: string, password = 'uplne-nove-heslo') => ({
    current_password: current,
    password,
    password_confirmation: password,
  })

  it('changes the password with the current one and signs out every other session', async () => {
    const shopper = await signedInVisitor(testApp)
    const elsewhere = testApp.visitor()
    await elsewhere.post('/v1/auth/login', { username: shopper.email, password: shopper.password })
    assert.equal((await elsewhere.get('/v1/me')).statusCode, 200)

    const response = await shopper.visitor.post(
      '/v1/auth/password/update',
      change(shopper.password),
    )
    assert.equal(response.statusCode, 200)
    assert.equal(response.json().data.id, String(shopper.userId))
    assert.equal(response.json().data.attributes.has_password, true)

    assert.equal((await shopper.visitor.get('/v1/me')).statusCode, 200)
    assert.equal((await elsewhere.get('/v1/me')).statusCode, 401)
    const old = await testApp
      .visitor()
      .post('/v1/auth/login', { username: shopper.email, password: shopper.password })
    assert.equal(old.statusCode, 422)
    const fresh = await testApp
      .visitor()
      .post('/v1/auth/login', { username: shopper.email, password: 'uplne-nove-heslo' })
    assert.equal(fresh.statusCode, 200)
  })

  it('refuses a wrong or missing current password, in Czech or English', async () => {
    const shopper = await signedInVisitor(testApp)
    const wrong = await shopper.visitor.post('/v1/auth/password/update', change('spatne-heslo'))
    assert.equal(wrong.statusCode, 422)
    assert.equal(fieldError(wrong, 'current_password'), 'Současné heslo není správné.')
    shopper.visitor.language = 'en'
    const { current_password: _current, ...withoutCurrent } = change('')
    const missing = await shopper.visitor.post('/v1/auth/password/update', withoutCurrent)
    assert.equal(fieldError(missing, 'current_password'), 'Your current password is incorrect.')
    const unchanged = await testApp
      .visitor()
      .post('/v1/auth/login', { username: shopper.email, password: shopper.password })
    assert.equal(unchanged.statusCode, 200)
  })

  it('checks the new password and its confirmation', async () => {
    const shopper = await signedInVisitor(testApp)
    const response = await shopper.visitor.post('/v1/auth/password/update', {
      current_password: shopper.password,
      password: 'kratke',
      password_confirmation: 'jine',
    })
    assert.equal(response.statusCode, 422)
    assert.equal(fieldError(response, 'password'), 'Heslo musí mít alespoň 8 znaků.')
    assert.equal(fieldError(response, 'password_confirmation'), 'Hesla se neshodují.')
    assert.equal(fieldError(response, 'current_password'), undefined)
    const missing = await shopper.visitor.post('/v1/auth/password/update', {})
    assert.equal(fieldError(missing, 'password'), 'Vyplňte toto pole.')
    const types = await shopper.visitor.post('/v1/auth/password/update', {
      current_password: 1,
      password: [],
      password_confirmation: {},
    })
    for (const field of ['current_password', 'password', 'password_confirmation'])
      assert.equal(fieldError(types, field), 'Zadaná hodnota nemá správný typ.')
  })

  it('answers 401 to an anonymous visitor, 419 without the CSRF header and 400 to malformed JSON', async () => {
    const anonymous = testApp.visitor()
    const response = await anonymous.post('/v1/auth/password/update', change('whatever1'))
    assert.equal(response.statusCode, 401)
    assert.equal(response.json().message, 'Pro pokračování se prosím přihlaste.')
    const shopper = await signedInVisitor(testApp)
    assert.equal(
      (
        await shopper.visitor.post('/v1/auth/password/update', change(shopper.password), {
          csrf: false,
        })
      ).statusCode,
      419,
    )
    const malformed = await shopper.visitor.request('POST', '/v1/auth/password/update', {
      body: '{"password"',
      headers: { 'content-type': 'application/json' },
    })
    assert.equal(malformed.statusCode, 400)
  })
})
