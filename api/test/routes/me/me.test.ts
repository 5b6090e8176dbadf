import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { build, signedInVisitor } from '../../helper.js'
import { fieldError, verificationToken } from '../auth/fixtures.js'

describe('GET /v1/me', async () => {
  const testApp = await build()

  it('answers the signed-in user with the avatar included', async () => {
    const shopper = await signedInVisitor(testApp, { name: 'žofie Malá' })
    const response = await shopper.visitor.get('/v1/me')
    assert.equal(response.statusCode, 200)
    const { data, included } = response.json()
    assert.equal(data.type, 'users')
    assert.equal(data.id, String(shopper.userId))
    assert.deepEqual(Object.keys(data.attributes).sort(), [
      'created_at',
      'email',
      'email_verified',
      'has_password',
      'id',
      'locale',
      'marketing_consent',
      'name',
      'pending_email',
      'phone_number',
    ])
    assert.equal(data.attributes.id, shopper.userId)
    assert.deepEqual(data.relationships, { avatar: { data: { type: 'avatars', id: data.id } } })
    assert.deepEqual(included, [
      { type: 'avatars', id: data.id, attributes: { url: null, initial: 'Ž' } },
    ])
    assert.ok(!Number.isNaN(Date.parse(data.attributes.created_at)))
  })

  it('answers 401 without a session and with an anonymous one', async () => {
    const stranger = await testApp.app.inject({ method: 'GET', url: '/v1/me' })
    assert.equal(stranger.statusCode, 401)
    assert.equal(stranger.json().message, 'Pro pokračování se prosím přihlaste.')
    const anonymous = testApp.visitor()
    anonymous.language = 'en'
    await anonymous.get('/v1/csrf')
    const response = await anonymous.get('/v1/me')
    assert.equal(response.statusCode, 401)
    assert.equal(response.json().message, 'Please sign in to continue.')
  })
})

describe('PATCH /v1/me', async () => {
  const testApp = await build()

  it('changes the name, phone number, language and marketing consent', async () => {
    const shopper = await signedInVisitor(testApp)
    const response = await shopper.visitor.patch('/v1/me', {
      name: '  Jana Svobodová ',
      phone_number: '+421 905 123 456',
      locale: 'sk',
      marketing_consent: true,
    })
    assert.equal(response.statusCode, 200)
    const { attributes } = response.json().data
    assert.equal(attributes.name, 'Jana Svobodová')
    assert.equal(attributes.phone_number, '+421 905 123 456')
    assert.equal(attributes.locale, 'sk')
    assert.equal(attributes.marketing_consent, true)
    assert.equal(response.json().included[0].attributes.initial, 'J')

    const cleared = await shopper.visitor.patch('/v1/me', { phone_number: null })
    assert.equal(cleared.json().data.attributes.phone_number, null)
    assert.equal(cleared.json().data.attributes.name, 'Jana Svobodová')
    const blank = await shopper.visitor.patch('/v1/me', { phone_number: ' ' })
    assert.equal(blank.json().data.attributes.phone_number, null)
    const nothing = await shopper.visitor.patch('/v1/me', {})
    assert.equal(nothing.statusCode, 200)
    assert.deepEqual((await shopper.visitor.get('/v1/me')).json().data.attributes.locale, 'sk')
  })

  it('changes the e-mail only with the current password and only to a free address', async () => {
    const shopper = await signedInVisitor(testApp)
    const other = await signedInVisitor(testApp)
    const newEmail = `nova.${shopper.userId}@example.cz`

    const without = await shopper.visitor.patch('/v1/me', { email: newEmail })
    assert.equal(without.statusCode, 422)
    assert.equal(fieldError(without, 'current_password'), 'Současné heslo není správné.')
    const wrong = await shopper.visitor.patch('/v1/me', {
      email: newEmail,
      current_password: 'spatne-heslo',
    })
    assert.equal(fieldError(wrong, 'current_password'), 'Současné heslo není správné.')
    const taken = await shopper.visitor.patch('/v1/me', {
      email: other.email.toUpperCase(),
      current_password: shopper.password,
    })
    assert.equal(
      fieldError(taken, 'email'),
      'Účet s tímto e-mailem už existuje. Přihlaste se, nebo si obnovte heslo.',
    )

    const changed = await shopper.visitor.patch('/v1/me', {
      email: ` ${newEmail.toUpperCase()}`,
      current_password: shopper.password,
    })
    assert.equal(changed.statusCode, 200)
    assert.equal(changed.json().data.attributes.pending_email, newEmail)
    // It takes effect when the new address follows its link (email-change.test.ts).
    const confirmed = await shopper.visitor.post('/v1/auth/email/verify', {
      token: await verificationToken(testApp, newEmail),
    })
    assert.equal(confirmed.statusCode, 200)
    assert.equal((await shopper.visitor.get('/v1/me')).json().data.attributes.email, newEmail)
    assert.equal(
      (
        await testApp
          .visitor()
          .post('/v1/auth/login', { username: newEmail, password: shopper.password })
      ).statusCode,
      200,
    )
    assert.equal(
      (
        await testApp
          .visitor()
          .post('/v1/auth/login', { username: shopper.email, password: shopper.password })
      ).statusCode,
      422,
    )
    // The same address again is no change and needs no password.
    assert.equal((await shopper.visitor.patch('/v1/me', { email: newEmail })).statusCode, 200)
  })

  it('rejects wrong types, blank names and bad values, in Czech or English', async () => {
    const shopper = await signedInVisitor(testApp)
    const response = await shopper.visitor.patch('/v1/me', {
      name: '  ',
      phone_number: 'abc',
      locale: 'fr',
      marketing_consent: 'yes',
      email: 'nope',
    })
    assert.equal(response.statusCode, 422)
    assert.ok(fieldError(response, 'name'))
    assert.equal(
      fieldError(response, 'phone_number'),
      'Text je příliš krátký. Minimální počet znaků: 5.',
    )
    assert.equal(fieldError(response, 'locale'), 'Vyberte jednu z nabízených možností.')
    assert.equal(fieldError(response, 'marketing_consent'), 'Zadaná hodnota nemá správný typ.')
    assert.equal(fieldError(response, 'email'), 'Zadejte platnou e-mailovou adresu.')
    shopper.visitor.language = 'en'
    const english = await shopper.visitor.patch('/v1/me', { name: 42 })
    assert.equal(fieldError(english, 'name'), 'This value is of the wrong type.')
    assert.equal((await shopper.visitor.get('/v1/me')).json().data.attributes.name, 'Jana Nováková')
  })

  it('answers 401 anonymously, 419 without the CSRF header and 400 to malformed JSON', async () => {
    const anonymous = testApp.visitor()
    assert.equal((await anonymous.patch('/v1/me', { name: 'Cizí' })).statusCode, 401)
    assert.equal((await anonymous.patch('/v1/me', { name: 42 })).statusCode, 401)
    const shopper = await signedInVisitor(testApp)
    assert.equal(
      (await shopper.visitor.patch('/v1/me', { name: 'Bez tokenu' }, { csrf: false })).statusCode,
      419,
    )
    const malformed = await shopper.visitor.request('PATCH', '/v1/me', {
      body: '{"name":}',
      headers: { 'content-type': 'application/json' },
    })
    assert.equal(malformed.statusCode, 400)
    assert.equal((await shopper.visitor.get('/v1/me')).json().data.attributes.name, 'Jana Nováková')
  })
})
