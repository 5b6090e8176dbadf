import assert from 'node:assert/strict'
import { test } from 'node:test'
import { eq } from 'drizzle-orm'
import { orderItems, orders, orderStatusHistory, outbox, payments } from '../../src/db/schema.js'
import { build, signedInVisitor } from '../helper.js'
import { canvas, photoPrint, readyBasket, shopIds } from '../routes/baskets/fixtures.js'
import { basketRow, inParallel, statusCounts } from './fixtures.js'

/**
 * A double click, a retry after a timeout or a second tab: many checkouts of one basket at once.
 * On PostgreSQL they really run in parallel (ten pooled connections); on PGlite one after another.
 * Either way the shop must place exactly one order and send exactly one confirmation.
 */
const testApp = await build()
const ids = await shopIds(testApp)
const db = testApp.database.db

async function ordersOfBasket(basketId: number) {
  return db.select().from(orders).where(eq(orders.basketId, basketId))
}

test('twenty checkouts of one basket at once place exactly one order and send one e-mail', async () => {
  const { visitor } = await signedInVisitor(testApp)
  const uuid = await readyBasket(visitor, ids, { item: photoPrint(ids, { quantity: 2 }) })
  const expected = (await visitor.get(`/v1/baskets/${uuid}`)).json().data.attributes

  const responses = await inParallel(20, () =>
    visitor.post(`/v1/baskets/${uuid}/checkout`, { terms_accepted: true }),
  )
  assert.deepEqual(
    statusCounts(responses),
    { 200: 19, 201: 1 },
    responses.map((r) => r.body).join('\n'),
  )
  const placed = responses.find((response) => response.statusCode === 201)!.json()
  assert.equal(placed.meta.already_placed, false)
  for (const response of responses.filter((r) => r.statusCode === 200)) {
    const again = response.json()
    assert.equal(again.data.id, placed.data.id)
    assert.equal(again.data.attributes.number, placed.data.attributes.number)
    assert.equal(again.meta.already_placed, true)
  }
  assert.equal(placed.data.attributes.total, expected.total)
  assert.equal(placed.data.attributes.items_total, 2 * 7_900)

  const basket = await basketRow(testApp, uuid)
  assert.equal(basket.status, 'ordered')
  const rows = await ordersOfBasket(basket.id)
  assert.equal(rows.length, 1, 'one order row for the basket')
  assert.equal(rows[0]!.number, placed.data.attributes.number)
  const items = await db.select().from(orderItems).where(eq(orderItems.orderId, rows[0]!.id))
  assert.deepEqual(
    items.map((item) => item.quantity),
    [2],
    'the items are copied once',
  )
  const history = await db
    .select()
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.orderId, rows[0]!.id))
  assert.deepEqual(history.map((row) => row.status).sort(), ['awaiting_payment', 'new'])

  const mails = (await db.select().from(outbox)).filter((mail) =>
    mail.subject.includes(placed.data.attributes.number),
  )
  assert.equal(mails.length, 1, 'exactly one order confirmation')
})

test('parallel checkouts of a card order start exactly one payment', async () => {
  const { visitor } = await signedInVisitor(testApp)
  const uuid = await readyBasket(visitor, ids, { payment: 'card' })

  const responses = await inParallel(10, () =>
    visitor.post(`/v1/baskets/${uuid}/checkout`, { terms_accepted: true }),
  )
  assert.deepEqual(statusCounts(responses), { 200: 9, 201: 1 })
  const placed = responses.find((response) => response.statusCode === 201)!.json()
  assert.match(placed.meta.payment_url, /^http/)
  for (const response of responses.filter((r) => r.statusCode === 200))
    assert.equal(
      response.json().meta.payment_url,
      placed.meta.payment_url,
      'a repeat gets the same payment page, not a second payment',
    )

  const [order] = await ordersOfBasket((await basketRow(testApp, uuid)).id)
  const started = await db.select().from(payments).where(eq(payments.orderId, order!.id))
  assert.equal(started.length, 1)
  assert.equal(started[0]!.amount, order!.totalGross)
})

test('a print added while the basket is being ordered is either in the order or refused', async () => {
  const { visitor } = await signedInVisitor(testApp)
  const uuid = await readyBasket(visitor, ids)
  const url = `/v1/baskets/${uuid}`

  // Checkouts and additions of a canvas interleaved, all at once.
  const responses = await inParallel(20, (index) =>
    index % 2
      ? visitor.post(`${url}/checkout`, { terms_accepted: true })
      : visitor.post(`${url}/basket_items`, canvas(ids)),
  )
  const checkouts = responses.filter((_, index) => index % 2 === 1)
  const additions = responses.filter((_, index) => index % 2 === 0)
  assert.deepEqual(statusCounts(checkouts), { 200: 9, 201: 1 })
  const added = additions.filter((response) => response.statusCode === 201).length
  const refused = additions.filter((response) => response.statusCode === 409).length
  assert.equal(added + refused, additions.length, additions.map((r) => r.body).join('\n'))

  const [order] = await ordersOfBasket((await basketRow(testApp, uuid)).id)
  const items = await db.select().from(orderItems).where(eq(orderItems.orderId, order!.id))
  const canvases = items.find((item) => item.layoutId === ids.layouts['obraz-na-platne'])
  assert.equal(canvases?.quantity ?? 0, added, 'every accepted canvas is in the order, no other')
  assert.equal(
    order!.itemsGross,
    items.reduce((sum, item) => sum + item.lineGross, 0),
    'the order is priced from exactly the items it holds',
  )
  assert.equal(order!.totalGross, order!.itemsGross - order!.discountGross + order!.deliveryGross)
  assert.equal(order!.totalNet + order!.totalVat, order!.totalGross)
})
