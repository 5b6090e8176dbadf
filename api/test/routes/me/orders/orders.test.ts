import assert from 'node:assert/strict'
import { test } from 'node:test'
import { eq } from 'drizzle-orm'
import { layoutSizes, orders } from '../../../../src/db/schema.js'
import { build, signedInVisitor } from '../../../helper.js'
import { includedOf, photoPrint, readyBasket, shopIds } from '../../baskets/fixtures.js'

const testApp = await build()
const ids = await shopIds(testApp)
const customer = await signedInVisitor(testApp)

async function order(quantity = 1) {
  const uuid = await readyBasket(customer.visitor, ids, { item: photoPrint(ids, { quantity }) })
  const placed = await customer.visitor.post(`/v1/baskets/${uuid}/checkout`, {
    terms_accepted: true,
  })
  return placed.json().data
}
const placed = [await order(1), await order(2), await order(3)]

test('my orders: newest first, paged, with items', async () => {
  const page = await customer.visitor.get('/v1/me/orders?per_page=2&page=1')
  assert.equal(page.statusCode, 200)
  const body = page.json()
  assert.deepEqual(
    body.data.map((row: { id: string }) => row.id),
    [placed[2].id, placed[1].id],
  )
  assert.deepEqual(
    { total: body.meta.total, last_page: body.meta.last_page },
    { total: 3, last_page: 2 },
  )
  assert.equal(includedOf(body, 'order_items').length, 2)
  const second = (await customer.visitor.get('/v1/me/orders?per_page=2&page=2')).json()
  assert.deepEqual(
    second.data.map((row: { id: string }) => row.id),
    [placed[0].id],
  )
  assert.equal((await customer.visitor.get('/v1/me/orders?per_page=0')).statusCode, 422)
  assert.equal((await testApp.visitor().get('/v1/me/orders')).statusCode, 401)
})

test('one order: mine only', async () => {
  const mine = await customer.visitor.get(`/v1/me/orders/${placed[0].id}`)
  assert.equal(mine.statusCode, 200)
  assert.equal(mine.json().data.attributes.number, placed[0].attributes.number)
  const stranger = await signedInVisitor(testApp)
  assert.equal((await stranger.visitor.get(`/v1/me/orders/${placed[0].id}`)).statusCode, 404)
  assert.equal((await customer.visitor.get('/v1/me/orders/999999')).statusCode, 404)
  assert.equal((await customer.visitor.get('/v1/me/orders/x')).statusCode, 404)
})

test('order again: the items go into the open basket at today’s prices', async () => {
  // The shop raises the price of the 30 × 20 cm photo print from 79 to 89 Kč.
  await testApp.database.db
    .update(layoutSizes)
    .set({ priceCzk: 8_900 })
    .where(eq(layoutSizes.priceCzk, 7_900))
  const repeated = await customer.visitor.post(`/v1/me/orders/${placed[2].id}/repeat`)
  assert.equal(repeated.statusCode, 200)
  const body = repeated.json()
  assert.equal(body.meta.added, 1)
  assert.deepEqual(body.meta.skipped, [])
  const [item] = includedOf(body, 'basket_items')
  assert.equal(item!.attributes.quantity, 3)
  assert.equal(item!.attributes.unit_price, 8_900)
  assert.equal(body.data.attributes.status, 'open')
  const again = await customer.visitor.post(`/v1/me/orders/${placed[2].id}/repeat`)
  assert.equal(again.json().data.id, body.data.id, 'the same open basket')
  assert.equal(includedOf(again.json(), 'basket_items')[0]!.attributes.quantity, 6)

  const stranger = await signedInVisitor(testApp)
  assert.equal(
    (await stranger.visitor.post(`/v1/me/orders/${placed[2].id}/repeat`)).statusCode,
    404,
  )
  await testApp.database.db
    .update(layoutSizes)
    .set({ priceCzk: 7_900 })
    .where(eq(layoutSizes.priceCzk, 8_900))
})

test('deleting the account keeps its orders anonymised for the books', async () => {
  const leaving = await signedInVisitor(testApp)
  const uuid = await readyBasket(leaving.visitor, ids)
  const placedOrder = (
    await leaving.visitor.post(`/v1/baskets/${uuid}/checkout`, { terms_accepted: true })
  ).json().data
  const deleted = await leaving.visitor.post('/v1/me/destroy', { password: leaving.password })
  assert.equal(deleted.statusCode, 200)
  const [row] = await testApp.database.db
    .select()
    .from(orders)
    .where(eq(orders.id, Number(placedOrder.id)))
  assert.ok(row, 'the order stays')
  assert.equal(row!.userId, null)
  assert.equal(row!.email, null)
  assert.equal(row!.billing.email, null)
  assert.equal(row!.billing.phone_number, null)
  assert.equal(row!.billing.last_name, 'Nováková', 'the invoice keeps the name')
  assert.ok(row!.anonymisedAt)
})
