import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { passwordResets } from '../../../src/db/schema.js'
import { randomToken, sha256 } from '../../../src/lib/tokens.js'
import { build, registration, signedInVisitor, type TestApp } from '../../helper.js'
import { fieldError } from './fixtures.js'

const COMMON = {
  cs: 'Toto heslo je příliš běžné a snadno se uhodne. Zvolte prosím jiné.',
  sk: 'Toto heslo je príliš bežné a ľahko sa uhádne. Zvoľte, prosím, iné.',
  de: 'Dieses Passwort ist zu verbreitet und leicht zu erraten. Bitte wählen Sie ein anderes.',
  en: 'This password is too common and easy to guess. Please choose another one.',
}
const SAME_AS_EMAIL = 'Heslo nesmí být stejné jako vaše e-mailová adresa.'
const TOO_LONG = 'Heslo může mít nejvýše 128 znaků.'
const twice = (password: string) => ({ password, password_confirmation: password })

/** A reset link for the user, written straight into the database (the mail is not the point here). */
async function resetToken(testApp: TestApp, userId: number) {
  const token = randomToken()
  await testApp.database.db
    .insert(passwordResets)
    .values({ userId, tokenHash: sha256(token), expiresAt: new Date(Date.now() + 3_600_000) })
  return token
}

describe('the password policy on every call that sets a password', async () => {
  const testApp = await build()

  it('registration refuses a common password in the visitor language', async () => {
    for (const [language, message] of Object.entries(COMMON)) {
      const visitor = testApp.visitor()
      visitor.language = language
      const response = await visitor.post('/v1/auth/register', registration(twice('Password1')))
      assert.equal(response.statusCode, 422, response.body)
      assert.equal(fieldError(response, 'password'), message)
    }
  })

  it('registration refuses the e-mail address, its local part and 129 characters', async () => {
    const payload = registration()
    const local = payload.email.split('@')[0]!
    for (const [password, message] of [
      [payload.email, SAME_AS_EMAIL],
      [local.toUpperCase(), SAME_AS_EMAIL],
      ['x'.repeat(129), TOO_LONG],
    ] as const) {
      const response = await testApp
        .visitor()
        .post('/v1/auth/register', { ...payload, ...twice(password) })
      assert.equal(response.statusCode, 422, response.body)
      assert.equal(fieldError(response, 'password'), message)
    }
    const accepted = await testApp
      .visitor()
      .post('/v1/auth/register', { ...payload, ...twice('x'.repeat(128)) })
    assert.equal(accepted.statusCode, 201, accepted.body)
  })

  it('a password reset refuses a common password and keeps the link usable', async () => {
    const shopper = await signedInVisitor(testApp)
    const token = await resetToken(testApp, shopper.userId)
    const reset = (password: string) =>
      testApp.visitor().post('/v1/auth/password/reset', {
        email: shopper.email,
        token,
        ...twice(password),
      })
    const refused = await reset('qwertyuiop')
    assert.equal(refused.statusCode, 422)
    assert.deepEqual(Object.keys(refused.json().errors), ['password'])
    assert.equal(fieldError(refused, 'password'), COMMON.cs)
    assert.equal(fieldError(await reset(shopper.email), 'password'), SAME_AS_EMAIL)
    assert.equal((await reset('uplne-nove-heslo-7')).statusCode, 200)
  })

  it('a password change refuses a common password and the e-mail address', async () => {
    const shopper = await signedInVisitor(testApp)
    const change = (password: string) =>
      shopper.visitor.post('/v1/auth/password/update', {
        current_password: shopper.password,
        ...twice(password),
      })
    assert.equal(fieldError(await change('iloveyou'), 'password'), COMMON.cs)
    assert.equal(fieldError(await change(shopper.email.toUpperCase()), 'password'), SAME_AS_EMAIL)
    assert.equal(fieldError(await change('y'.repeat(129)), 'password'), TOO_LONG)
    assert.equal((await change('uplne-nove-heslo-8')).statusCode, 200)
  })

  it('signing in still takes a password set before the policy, up to 200 characters', async () => {
    const shopper = await signedInVisitor(testApp)
    const response = await testApp
      .visitor()
      .post('/v1/auth/login', { username: shopper.email, password: 'z'.repeat(200) })
    // A wrong password, not a refused one: the length passed validation.
    assert.equal(response.statusCode, 422)
    assert.equal(fieldError(response, 'username'), 'Nesprávný e-mail nebo heslo.')
    assert.equal(fieldError(response, 'password'), undefined)
  })
})
