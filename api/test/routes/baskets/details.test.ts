import assert from 'node:assert/strict'
import { test } from 'node:test'
import { build } from '../../helper.js'
import { billing, includedOf, newBasket } from './fixtures.js'

const testApp = await build()

test('billing details: set, replace, change, with company ids tidied', async () => {
  const visitor = testApp.visitor()
  const uuid = await newBasket(visitor)
  const url = `/v1/baskets/${uuid}/billing_details`
  const created = await visitor.post(url, { ...billing, email: ' Jana@Example.CZ ' })
  assert.equal(created.statusCode, 201)
  const [details] = includedOf(created.json(), 'billing_details')
  assert.equal(details!.attributes.email, 'jana@example.cz')
  assert.equal(created.json().data.relationships.billing_detail.data.id, details!.id)

  const company = await visitor.post(url, {
    ...billing,
    company: 'Ateliér Nováková s.r.o.',
    company_id: '2748 1234',
    vat_id: 'cz 274 81234',
  })
  assert.equal(company.statusCode, 200, 'a second POST replaces the address')
  const [replaced] = includedOf(company.json(), 'billing_details')
  assert.equal(replaced!.attributes.company_id, '27481234')
  assert.equal(replaced!.attributes.vat_id, 'CZ27481234')

  const changed = await visitor.patch(url, { city: 'Brno', zip: '602 00', company: '' })
  assert.equal(changed.statusCode, 200)
  const [after] = includedOf(changed.json(), 'billing_details')
  assert.equal(after!.attributes.city, 'Brno')
  assert.equal(after!.attributes.company, null)
  assert.equal(after!.attributes.first_name, 'Jana')
})

test('bad billing details are 422 with a message per field and change nothing', async () => {
  const visitor = testApp.visitor()
  const uuid = await newBasket(visitor)
  const url = `/v1/baskets/${uuid}/billing_details`
  const empty = await visitor.post(url, { first_name: '  ' })
  assert.equal(empty.statusCode, 422)
  for (const field of ['first_name', 'last_name', 'street', 'city', 'zip', 'country'])
    assert.ok(empty.json().errors[field], field)

  const shapes = await visitor.post(url, {
    ...billing,
    zip: '1700',
    company_id: '123',
    vat_id: 'nonsense!',
    email: 'not-an-email',
    country: 'US',
  })
  assert.equal(shapes.statusCode, 422)
  for (const field of ['email', 'country']) assert.ok(shapes.json().errors[field], field)
  const czech = await visitor.post(url, { ...billing, zip: '1700', company_id: '123', vat_id: 'X' })
  for (const field of ['zip', 'company_id', 'vat_id']) assert.ok(czech.json().errors[field], field)
  assert.equal(
    (await visitor.get(`/v1/baskets/${uuid}`)).json().data.relationships.billing_detail.data,
    null,
  )

  assert.equal(
    (await visitor.patch(url, { city: 'Brno' })).statusCode,
    404,
    'nothing to change yet',
  )
  await visitor.post(url, billing)
  const badZip = await visitor.patch(url, { zip: 'abc' })
  assert.equal(badZip.statusCode, 422)
  assert.ok(badZip.json().errors.zip)
})

test('shipping details: another address for the goods, and back to the billing address', async () => {
  const visitor = testApp.visitor()
  const uuid = await newBasket(visitor)
  const url = `/v1/baskets/${uuid}/shipping_details`
  const created = await visitor.post(url, {
    ...billing,
    street: 'Dělnická 5',
    company_id: '12345678',
  })
  assert.equal(created.statusCode, 201)
  const [shipping] = includedOf(created.json(), 'shipping_details')
  assert.equal(shipping!.attributes.street, 'Dělnická 5')
  assert.equal(shipping!.attributes.company_id, null, 'company ids belong on the invoice only')
  const removed = await visitor.delete(url)
  assert.equal(removed.statusCode, 200)
  assert.equal(removed.json().data.relationships.shipping_detail.data, null)
})
