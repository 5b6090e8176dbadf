import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { eq } from 'drizzle-orm'
import { addresses, users } from '../../../src/db/schema.js'
import { build, registration } from '../../helper.js'
import { SESSION_COOKIE, cookie, fieldError } from './fixtures.js'

describe('POST /v1/auth/register', async () => {
  const testApp = await build()
  const { db } = testApp.database

  it('creates the account with its first address, signs in and answers 201 with the user', async () => {
    const visitor = testApp.visitor()
    const payload = registration({ name: 'Jana Marie Nováková', country: 'SK' })
    const response = await visitor.post('/v1/auth/register', payload)
    assert.equal(response.statusCode, 201)
    const { data, included } = response.json()
    assert.equal(data.type, 'users')
    assert.equal(data.attributes.email, payload.email)
    assert.equal(data.attributes.name, 'Jana Marie Nováková')
    assert.equal(data.attributes.phone_number, '+420777123456')
    assert.equal(data.attributes.locale, 'cs')
    assert.equal(data.attributes.has_password, true)
    assert.equal(data.attributes.marketing_consent, false)
    assert.deepEqual(data.relationships.avatar, { data: { type: 'avatars', id: data.id } })
    assert.deepEqual(included, [
      { type: 'avatars', id: data.id, attributes: { url: null, initial: 'J' } },
    ])

    const me = await visitor.get('/v1/me')
    assert.equal(me.statusCode, 200)
    assert.equal(me.json().data.id, data.id)

    const [address] = await db
      .select()
      .from(addresses)
      .where(eq(addresses.userId, Number(data.id)))
    assert.equal(address?.firstName, 'Jana')
    assert.equal(address?.lastName, 'Marie Nováková')
    assert.equal(address?.street, payload.street)
    assert.equal(address?.city, 'Praha')
    assert.equal(address?.zip, '17000')
    assert.equal(address?.country, 'SK')
    const [user] = await db
      .select()
      .from(users)
      .where(eq(users.id, Number(data.id)))
    assert.match(user!.passwordHash!, /^scrypt\$1024\$8\$1\$/)
    assert.ok(user!.termsAcceptedAt)
  })

  it('stores the e-mail trimmed and in lower case and then refuses it in any case', async () => {
    const unique = `Petr.${process.pid}@Example.CZ`
    const first = await testApp
      .visitor()
      .post('/v1/auth/register', registration({ email: `  ${unique} ` }))
    assert.equal(first.statusCode, 201)
    assert.equal(first.json().data.attributes.email, unique.toLowerCase())
    const again = await testApp
      .visitor()
      .post('/v1/auth/register', registration({ email: unique.toUpperCase() }))
    assert.equal(again.statusCode, 422)
    assert.equal(
      fieldError(again, 'email'),
      'Účet s tímto e-mailem už existuje. Přihlaste se, nebo si obnovte heslo.',
    )
    assert.equal(again.json().message, 'Některá pole nejsou vyplněna správně.')
  })

  it("takes the account's language from the payload, or else from the request", async () => {
    const explicit = await testApp
      .visitor()
      .post('/v1/auth/register', registration({ locale: 'sk' }))
    assert.equal(explicit.json().data.attributes.locale, 'sk')
    const visitor = testApp.visitor()
    visitor.language = 'de-AT,de;q=0.9'
    const { locale: _locale, ...payload } = registration()
    const implicit = await visitor.post('/v1/auth/register', payload)
    assert.equal(implicit.json().data.attributes.locale, 'de')
  })

  it('defaults the country of the first address to CZ and splits a one-word name', async () => {
    const { country: _country, ...payload } = registration({ name: 'Madonna' })
    const response = await testApp.visitor().post('/v1/auth/register', payload)
    assert.equal(response.statusCode, 201)
    const [address] = await db
      .select()
      .from(addresses)
      .where(eq(addresses.userId, Number(response.json().data.id)))
    assert.equal(address?.country, 'CZ')
    assert.equal(address?.firstName, 'Madonna')
    assert.equal(address?.lastName, '')
  })

  it('names every missing field, in Czech by default and in English when asked', async () => {
    const czech = await testApp.visitor().post('/v1/auth/register', {})
    assert.equal(czech.statusCode, 422)
    for (const field of [
      'email',
      'password',
      'password_confirmation',
      'name',
      'phone_number',
      'terms_accepted',
      'street',
      'city',
      'zip',
    ]) {
      assert.equal(fieldError(czech, field), 'Vyplňte toto pole.', field)
    }
    const visitor = testApp.visitor()
    visitor.language = 'en'
    const english = await visitor.post(
      '/v1/auth/register',
      registration({ name: '   ', email: 'not-an-email' }),
    )
    assert.equal(english.statusCode, 422)
    assert.equal(fieldError(english, 'name'), 'Please fill in this field.')
    assert.equal(fieldError(english, 'email'), 'Please enter a valid email address.')
    assert.equal(english.json().message, 'Some fields are not filled in correctly.')
  })

  it('checks the password, its confirmation and the terms together', async () => {
    const response = await testApp
      .visitor()
      .post(
        '/v1/auth/register',
        registration({ password: 'kratke', password_confirmation: 'jine', terms_accepted: false }),
      )
    assert.equal(response.statusCode, 422)
    assert.equal(fieldError(response, 'password'), 'Heslo musí mít alespoň 8 znaků.')
    assert.equal(fieldError(response, 'password_confirmation'), 'Hesla se neshodují.')
    assert.match(fieldError(response, 'terms_accepted')!, /obchodními podmínkami/)
  })

  it('rejects wrong types, unknown countries, bad phone numbers and overlong text without converting them', async () => {
    const response = await testApp.visitor().post(
      '/v1/auth/register',
      registration({
        terms_accepted: 'true',
        remember: 1,
        country: 'US',
        phone_number: '12',
        zip: 17000,
        name: 'x'.repeat(256),
        locale: 'fr',
      }),
    )
    assert.equal(response.statusCode, 422)
    assert.equal(fieldError(response, 'terms_accepted'), 'Zadaná hodnota nemá správný typ.')
    assert.equal(fieldError(response, 'remember'), 'Zadaná hodnota nemá správný typ.')
    assert.equal(fieldError(response, 'zip'), 'Zadaná hodnota nemá správný typ.')
    assert.equal(fieldError(response, 'country'), 'Vyberte jednu z nabízených možností.')
    assert.equal(fieldError(response, 'locale'), 'Vyberte jednu z nabízených možností.')
    assert.match(fieldError(response, 'phone_number')!, /5/)
    assert.match(fieldError(response, 'name')!, /255/)
    const letters = await testApp
      .visitor()
      .post('/v1/auth/register', registration({ phone_number: '777 abc 456' }))
    assert.equal(fieldError(letters, 'phone_number'), 'Hodnota nemá správný formát.')
  })

  it('creates nothing when the payload is refused', async () => {
    const payload = registration({ password_confirmation: 'something else' })
    await testApp.visitor().post('/v1/auth/register', payload)
    assert.equal((await db.select().from(users).where(eq(users.email, payload.email))).length, 0)
  })

  it('lets one of several simultaneous registrations of an address win; the others get 422', async () => {
    const payload = registration()
    const responses = await Promise.all(
      Array.from({ length: 4 }, () => testApp.visitor().post('/v1/auth/register', payload)),
    )
    const statuses = responses.map((response) => response.statusCode).sort()
    assert.deepEqual(statuses, [201, 422, 422, 422])
    assert.equal((await db.select().from(users).where(eq(users.email, payload.email))).length, 1)
  })

  it('answers 400 to malformed JSON and 419 without the CSRF header', async () => {
    const visitor = testApp.visitor()
    const malformed = await visitor.request('POST', '/v1/auth/register', {
      body: '{"email": "jana@',
      headers: { 'content-type': 'application/json' },
    })
    assert.equal(malformed.statusCode, 400)
    assert.equal(
      malformed.json().message,
      'Požadavek se nepodařilo přečíst. Obnovte prosím stránku a zkuste to znovu.',
    )
    const forged = await visitor.post('/v1/auth/register', registration(), { csrf: false })
    assert.equal(forged.statusCode, 419)
  })

  it('keeps a remembered registration signed in for 30 days', async () => {
    const remembered = await testApp
      .visitor()
      .post('/v1/auth/register', registration({ remember: true }))
    assert.equal(cookie(remembered, SESSION_COOKIE)?.maxAge, 30 * 24 * 60 * 60)
    const session = await testApp.visitor().post('/v1/auth/register', registration())
    assert.equal(cookie(session, SESSION_COOKIE)?.maxAge, undefined)
  })
})
