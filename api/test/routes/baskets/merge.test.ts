import assert from 'node:assert/strict'
import { test } from 'node:test'
import { build, registration, signedInVisitor } from '../../helper.js'
import { canvas, includedOf, newBasket, photoPrint, shopIds } from './fixtures.js'

const testApp = await build()
const ids = await shopIds(testApp)

test('the basket filled before registering becomes the new account’s', async () => {
  const visitor = testApp.visitor()
  const uuid = await newBasket(visitor)
  await visitor.post(`/v1/baskets/${uuid}/basket_items`, photoPrint(ids))
  const registered = await visitor.post('/v1/auth/register', registration())
  assert.equal(registered.statusCode, 201)
  const basket = await visitor.get(`/v1/baskets/${uuid}`)
  assert.equal(basket.statusCode, 200)
  assert.equal(basket.json().data.attributes.items_count, 1)
  assert.equal((await visitor.post('/v1/baskets')).json().data.id, uuid, 'it is the open basket')

  // Once it is the account's, the uuid alone no longer opens it.
  assert.equal((await testApp.visitor().get(`/v1/baskets/${uuid}`)).statusCode, 404)
  await visitor.post('/v1/auth/logout/normal')
  assert.equal((await visitor.get(`/v1/baskets/${uuid}`)).statusCode, 404)
})

test('signing in merges the account’s open basket into the anonymous one', async () => {
  const account = await signedInVisitor(testApp)
  const old = await newBasket(account.visitor)
  await account.visitor.post(`/v1/baskets/${old}/basket_items`, photoPrint(ids, { quantity: 2 }))
  await account.visitor.post(`/v1/baskets/${old}/basket_items`, canvas(ids))
  await account.visitor.patch(`/v1/baskets/${old}`, {
    delivery_method_id: ids.delivery.ppl,
    payment_method: 'card',
  })

  const device = testApp.visitor()
  const fresh = await newBasket(device)
  await device.post(`/v1/baskets/${fresh}/basket_items`, photoPrint(ids))
  const login = await device.post('/v1/auth/login', {
    username: account.email,
    password: account.password,
  })
  assert.equal(login.statusCode, 200)

  const merged = await device.get(`/v1/baskets/${fresh}`)
  assert.equal(merged.statusCode, 200)
  const lines = includedOf(merged.json(), 'basket_items')
  assert.equal(lines.length, 2)
  const photo = lines.find((item) => item.attributes.unit_price === 7_900)
  assert.equal(photo?.attributes.quantity, 3, 'equal prints add up')
  assert.equal(
    lines.find((item) => item !== photo)?.attributes.custom_width,
    600,
    'the canvas moved over',
  )
  assert.equal(merged.json().data.attributes.payment_method, 'card', 'choices come along')
  assert.equal(
    (await account.visitor.get(`/v1/baskets/${old}`)).json().data.attributes.status,
    'merged',
  )
  assert.equal((await account.visitor.post('/v1/baskets')).json().data.id, fresh)
})
