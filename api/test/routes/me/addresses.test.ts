import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { build, signedInVisitor } from '../../helper.js'
import { fieldError } from '../auth/fixtures.js'

const office = {
  first_name: 'Jan',
  last_name: 'Novák',
  company: 'Novák s.r.o.',
  street: 'Dlouhá 5',
  city: 'Brno',
  zip: '60200',
  country: 'CZ',
  phone_number: '+420 601 222 333',
}

describe('/v1/me/addresses', async () => {
  const testApp = await build()

  it('lists the address saved at registration with meta.total', async () => {
    const shopper = await signedInVisitor(testApp)
    const response = await shopper.visitor.get('/v1/me/addresses')
    assert.equal(response.statusCode, 200)
    const { data, meta } = response.json()
    assert.equal(meta.total, 1)
    assert.equal(data[0].type, 'addresses')
    assert.deepEqual(
      { ...data[0].attributes, created_at: undefined, updated_at: undefined },
      {
        first_name: 'Jana',
        last_name: 'Nováková',
        company: null,
        street: 'Komunardů 12',
        city: 'Praha',
        zip: '17000',
        country: 'CZ',
        phone_number: '+420777123456',
        created_at: undefined,
        updated_at: undefined,
      },
    )
  })

  it('adds an address (201), country CZ unless given, and lists it', async () => {
    const shopper = await signedInVisitor(testApp)
    const created = await shopper.visitor.post('/v1/me/addresses', office)
    assert.equal(created.statusCode, 201)
    assert.equal(created.json().data.type, 'addresses')
    assert.equal(created.json().data.attributes.company, 'Novák s.r.o.')
    const { country: _country, company: _company, phone_number: _phone, ...minimal } = office
    const plain = await shopper.visitor.post('/v1/me/addresses', {
      ...minimal,
      first_name: '  Eva ',
    })
    assert.equal(plain.statusCode, 201)
    assert.equal(plain.json().data.attributes.country, 'CZ')
    assert.equal(plain.json().data.attributes.first_name, 'Eva')
    assert.equal(plain.json().data.attributes.company, null)
    const list = await shopper.visitor.get('/v1/me/addresses')
    assert.equal(list.json().meta.total, 3)
    assert.deepEqual(
      list
        .json()
        .data.map((address: { id: string }) => address.id)
        .slice(1),
      [created.json().data.id, plain.json().data.id],
    )
  })

  it('names missing fields and rejects wrong types and unknown countries', async () => {
    const shopper = await signedInVisitor(testApp)
    const missing = await shopper.visitor.post('/v1/me/addresses', { first_name: ' ' })
    assert.equal(missing.statusCode, 422)
    for (const field of ['first_name', 'last_name', 'street', 'city', 'zip'])
      assert.equal(fieldError(missing, field), 'Vyplňte toto pole.')
    shopper.visitor.language = 'en'
    const wrong = await shopper.visitor.post('/v1/me/addresses', {
      ...office,
      zip: 60200,
      country: 'GR',
      company: 'x'.repeat(256),
      phone_number: 'call me',
    })
    assert.equal(fieldError(wrong, 'zip'), 'This value is of the wrong type.')
    assert.equal(fieldError(wrong, 'country'), 'Please choose one of the options offered.')
    assert.equal(fieldError(wrong, 'company'), 'Too long. Maximum number of characters: 255.')
    assert.equal(fieldError(wrong, 'phone_number'), 'This value is not in the right format.')
    assert.equal((await shopper.visitor.get('/v1/me/addresses')).json().meta.total, 1)
  })

  it('changes only the fields sent; a blank optional field clears it, a blank required one is refused', async () => {
    const shopper = await signedInVisitor(testApp)
    const id = (await shopper.visitor.post('/v1/me/addresses', office)).json().data.id
    const moved = await shopper.visitor.patch(`/v1/me/addresses/${id}`, {
      city: 'Olomouc',
      zip: '77900',
      company: '',
    })
    assert.equal(moved.statusCode, 200)
    const { attributes } = moved.json().data
    assert.equal(attributes.city, 'Olomouc')
    assert.equal(attributes.zip, '77900')
    assert.equal(attributes.company, null)
    assert.equal(attributes.street, 'Dlouhá 5')
    assert.equal(attributes.first_name, 'Jan')
    assert.equal(
      (await shopper.visitor.patch(`/v1/me/addresses/${id}`, {})).json().data.attributes.city,
      'Olomouc',
    )
    const blank = await shopper.visitor.patch(`/v1/me/addresses/${id}`, { street: '  ' })
    assert.equal(blank.statusCode, 422)
    assert.ok(fieldError(blank, 'street'))
    const el = await shopper.visitor.patch(`/v1/me/addresses/${id}`, { country: 'EL' })
    assert.equal(el.json().data.attributes.country, 'EL')
  })

  it("treats someone else's address, an unknown id and an impossible id as not found", async () => {
    const owner = await signedInVisitor(testApp)
    const intruder = await signedInVisitor(testApp)
    const id = (await owner.visitor.post('/v1/me/addresses', office)).json().data.id
    for (const target of [id, '999999', '0', '-1', 'abc', '99999999999', '1.5']) {
      const patched = await intruder.visitor.patch(`/v1/me/addresses/${target}`, { city: 'Cizí' })
      assert.equal(patched.statusCode, 404, `PATCH ${target}`)
      const deleted = await intruder.visitor.delete(`/v1/me/addresses/${target}`)
      assert.equal(deleted.statusCode, 404, `DELETE ${target}`)
    }
    const list = await owner.visitor.get('/v1/me/addresses')
    assert.equal(
      list.json().data.find((address: { id: string }) => address.id === id).attributes.city,
      'Brno',
    )
    assert.equal((await intruder.visitor.get('/v1/me/addresses')).json().meta.total, 1)
  })

  it('deletes an address (204), after which it is gone', async () => {
    const shopper = await signedInVisitor(testApp)
    const id = (await shopper.visitor.post('/v1/me/addresses', office)).json().data.id
    const response = await shopper.visitor.delete(`/v1/me/addresses/${id}`)
    assert.equal(response.statusCode, 204)
    assert.equal(response.body, '')
    assert.equal((await shopper.visitor.get('/v1/me/addresses')).json().meta.total, 1)
    assert.equal((await shopper.visitor.delete(`/v1/me/addresses/${id}`)).statusCode, 404)
  })

  it('answers 401 anonymously, 419 without the CSRF header and 400 to malformed JSON', async () => {
    const anonymous = testApp.visitor()
    assert.equal((await anonymous.get('/v1/me/addresses')).statusCode, 401)
    assert.equal((await anonymous.post('/v1/me/addresses', office)).statusCode, 401)
    assert.equal((await anonymous.patch('/v1/me/addresses/1', { city: 'X' })).statusCode, 401)
    assert.equal((await anonymous.delete('/v1/me/addresses/1')).statusCode, 401)
    const shopper = await signedInVisitor(testApp)
    assert.equal(
      (await shopper.visitor.post('/v1/me/addresses', office, { csrf: false })).statusCode,
      419,
    )
    const id = (await shopper.visitor.get('/v1/me/addresses')).json().data[0].id
    assert.equal(
      (await shopper.visitor.delete(`/v1/me/addresses/${id}`, { csrf: false })).statusCode,
      419,
    )
    const malformed = await shopper.visitor.request('POST', '/v1/me/addresses', {
      body: '{"city"',
      headers: { 'content-type': 'application/json' },
    })
    assert.equal(malformed.statusCode, 400)
    assert.equal((await shopper.visitor.get('/v1/me/addresses')).json().meta.total, 1)
  })
})
