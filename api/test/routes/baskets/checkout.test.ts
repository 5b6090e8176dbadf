import assert from 'node:assert/strict'
import { test } from 'node:test'
import { eq } from 'drizzle-orm'
import { coupons, outbox } from '../../../src/db/schema.js'
import { build, signedInVisitor } from '../../helper.js'
import {
  billing,
  canvas,
  includedOf,
  newBasket,
  photoPrint,
  readyBasket,
  shopIds,
} from './fixtures.js'

const testApp = await build()
const ids = await shopIds(testApp)

test('an anonymous visitor must sign in to order', async () => {
  const visitor = testApp.visitor()
  const uuid = await readyBasket(visitor, ids)
  const response = await visitor.post(`/v1/baskets/${uuid}/checkout`, { terms_accepted: true })
  assert.equal(response.statusCode, 401)
})

test('an incomplete basket lists everything that is missing', async () => {
  const { visitor } = await signedInVisitor(testApp)
  const uuid = await newBasket(visitor)
  const response = await visitor.post(`/v1/baskets/${uuid}/checkout`, {})
  assert.equal(response.statusCode, 422)
  assert.deepEqual(Object.keys(response.json().errors).sort(), [
    'basket_items',
    'billing_detail',
    'delivery_method_id',
    'payment_method',
    'terms_accepted',
  ])
  assert.equal(response.json().errors.basket_items[0], 'Košík je prázdný.')

  await visitor.post(`/v1/baskets/${uuid}/basket_items`, photoPrint(ids))
  await visitor.post(`/v1/baskets/${uuid}/billing_details`, {
    ...billing,
    country: 'DE',
    zip: '10115',
  })
  await visitor.patch(`/v1/baskets/${uuid}`, {
    delivery_method_id: ids.delivery.zasilkovna,
    payment_method: 'gopay',
  })
  const wrongCountry = await visitor.post(`/v1/baskets/${uuid}/checkout`, { terms_accepted: true })
  assert.equal(wrongCountry.statusCode, 422)
  assert.deepEqual(Object.keys(wrongCountry.json().errors).sort(), [
    'delivery_method_id',
    'pickup_point',
  ])
})

test('placing an order: snapshots, totals, status history, a closed basket and one e-mail', async () => {
  const { visitor, email } = await signedInVisitor(testApp)
  const uuid = await readyBasket(visitor, ids, { item: photoPrint(ids, { quantity: 3 }) })
  const basket = (await visitor.get(`/v1/baskets/${uuid}`)).json().data.attributes

  const placed = await visitor.post(`/v1/baskets/${uuid}/checkout`, {
    terms_accepted: true,
    expected_total: basket.total,
    total: 1,
  })
  assert.equal(placed.statusCode, 201)
  const body = placed.json()
  const order = body.data.attributes
  assert.equal(body.data.type, 'orders')
  assert.match(order.number, /^2\d{3}\d{6}$/)
  assert.equal(order.status, 'awaiting_payment')
  assert.deepEqual(
    order.status_history.map((row: { status: string }) => row.status),
    ['new', 'awaiting_payment'],
  )
  assert.equal(order.total, basket.total)
  assert.equal(order.items_total, 3 * 7_900)
  assert.equal(order.delivery_price, 12_900)
  assert.equal(order.total_net + order.total_vat, order.total)
  assert.equal(order.vat_rate_percent, 21)
  assert.equal(order.billing.last_name, 'Nováková')
  assert.equal(order.delivery.name, 'PPL – kurýr na adresu')
  // Photo prints take 2 working days, PPL 1: the shopper's delivery date is counted from them.
  assert.equal(order.delivery.production_days, 2)
  assert.equal(order.delivery.transit_days, 1)
  assert.equal(order.payment_instructions.variable_symbol, order.number)
  assert.match(
    order.payment_instructions.qr_payment.payload,
    new RegExp(`^SPD\\*1\\.0\\*.*AM:${order.total / 100}\\.00\\*CC:CZK\\*X-VS:${order.number}`),
  )
  assert.equal(body.meta.payment_url, null)
  const [item] = includedOf(body, 'order_items')
  assert.equal(item!.attributes.quantity, 3)
  assert.equal(item!.attributes.layout_name, 'Fotografie')
  assert.equal(
    (item!.attributes.net as number) + (item!.attributes.vat as number),
    item!.attributes.gross,
  )

  const closed = await visitor.post(`/v1/baskets/${uuid}/basket_items`, photoPrint(ids))
  assert.equal(closed.statusCode, 409)
  assert.equal((await visitor.get(`/v1/baskets/${uuid}`)).json().data.attributes.status, 'ordered')

  const again = await visitor.post(`/v1/baskets/${uuid}/checkout`, { terms_accepted: true })
  assert.equal(again.statusCode, 200)
  assert.equal(again.json().data.id, body.data.id)
  assert.equal(again.json().meta.already_placed, true)

  const mails = await testApp.database.db.select().from(outbox).where(eq(outbox.to, email))
  const confirmations = mails.filter((mail) => mail.subject.includes(order.number))
  assert.equal(confirmations.length, 1, 'one confirmation whatever the retries')
  assert.match(confirmations[0]!.text, new RegExp(order.payment_instructions.variable_symbol))

  const fresh = await visitor.post('/v1/baskets')
  assert.equal(fresh.statusCode, 201, 'after ordering, the shopper gets a new basket')
})

test('the confirmation goes to the account e-mail, never to the billing e-mail typed in', async () => {
  const { visitor, email } = await signedInVisitor(testApp)
  const uuid = await readyBasket(visitor, ids)
  const stranger = 'someone.else@example.org'
  await visitor.post(`/v1/baskets/${uuid}/billing_details`, { ...billing, email: stranger })

  const placed = await visitor.post(`/v1/baskets/${uuid}/checkout`, { terms_accepted: true })
  assert.equal(placed.statusCode, 201)
  const order = placed.json().data.attributes
  assert.equal(order.email, email, 'the order names the address its mails go to')
  const mails = (await testApp.database.db.select().from(outbox)).filter((mail) =>
    mail.subject.includes(order.number),
  )
  assert.deepEqual(
    mails.map((mail) => mail.to),
    [email],
  )
  const toStranger = await testApp.database.db.select().from(outbox).where(eq(outbox.to, stranger))
  assert.equal(toStranger.length, 0)

  const detail = await visitor.get(`/v1/me/orders/${placed.json().data.id}`)
  assert.equal(detail.json().data.attributes.billing.email, stranger, 'printed on the order only')
})

test('a changed total stops the order; card payment goes to the gateway', async () => {
  const { visitor } = await signedInVisitor(testApp)
  const uuid = await readyBasket(visitor, ids, { payment: 'card' })
  const stale = await visitor.post(`/v1/baskets/${uuid}/checkout`, {
    terms_accepted: true,
    expected_total: 1,
  })
  assert.equal(stale.statusCode, 422)
  assert.match(stale.json().errors.expected_total[0], /208,00 Kč/)

  const placed = await visitor.post(`/v1/baskets/${uuid}/checkout`, { terms_accepted: true })
  assert.equal(placed.statusCode, 201)
  assert.match(placed.json().meta.payment_url, /\/v1\/payments\/sandbox\/[A-Za-z0-9_-]+$/)
  assert.equal(placed.json().data.attributes.payment_instructions, null)
  const page = await testApp.app.inject({ url: new URL(placed.json().meta.payment_url).pathname })
  assert.equal(page.statusCode, 200)

  const retried = await visitor.post(`/v1/baskets/${uuid}/checkout`, { terms_accepted: true })
  assert.equal(retried.statusCode, 200)
  assert.equal(
    retried.json().meta.payment_url,
    placed.json().meta.payment_url,
    'a shopper who lost the answer gets the same payment page, not a second payment',
  )
})

test('an order that a coupon makes free is paid at once, with nothing to transfer', async () => {
  const db = testApp.database.db
  await db.insert(coupons).values({
    code: 'DAREK',
    kind: 'fixed',
    amountOffCzk: 100_000,
    amountOffEur: 4_000,
  })
  const { visitor } = await signedInVisitor(testApp)
  const uuid = await readyBasket(visitor, ids)
  await visitor.patch(`/v1/baskets/${uuid}`, { delivery_method_id: ids.delivery['osobni-odber'] })
  assert.equal(
    (await visitor.post(`/v1/baskets/${uuid}/use_coupon`, { coupon_code: 'darek' })).statusCode,
    200,
  )
  const placed = await visitor.post(`/v1/baskets/${uuid}/checkout`, { terms_accepted: true })
  assert.equal(placed.statusCode, 201)
  const order = placed.json().data.attributes
  assert.equal(order.total, 0)
  assert.equal(order.status, 'paid')
  assert.equal(order.paid, true)
  assert.deepEqual(
    order.status_history.map((row: { status: string }) => row.status),
    ['new', 'paid'],
  )
  assert.equal(order.payment_instructions, null)
})

test('one order is worth at most 500 000 Kč: the change that goes over is refused whole', async () => {
  const { visitor } = await signedInVisitor(testApp)
  const uuid = await newBasket(visitor)
  const huge = canvas(ids, { custom_width: 1800, custom_height: 1799, quantity: 70 })
  const refused = await visitor.post(`/v1/baskets/${uuid}/basket_items`, huge)
  assert.equal(refused.statusCode, 422)
  assert.match(refused.json().errors.quantity[0], /nejvýše 500 000,00 Kč/)
  assert.equal((await visitor.get(`/v1/baskets/${uuid}`)).json().data.attributes.items_count, 0)

  const added = await visitor.post(`/v1/baskets/${uuid}/basket_items`, { ...huge, quantity: 1 })
  assert.equal(added.statusCode, 201)
  const itemId = added.json().meta.basket_item_id
  const raised = await visitor.patch(`/v1/baskets/${uuid}/basket_items/${itemId}`, {
    quantity: 100,
  })
  assert.equal(raised.statusCode, 422)
  const basket = (await visitor.get(`/v1/baskets/${uuid}`)).json()
  assert.equal(includedOf(basket, 'basket_items')[0]!.attributes.quantity, 1)
})

test('an order item says how far its print wraps round the frame: 2 cm for a canvas', async () => {
  const { visitor } = await signedInVisitor(testApp)
  const uuid = await readyBasket(visitor, ids, { item: canvas(ids) })
  const placed = await visitor.post(`/v1/baskets/${uuid}/checkout`, { terms_accepted: true })
  assert.equal(placed.statusCode, 201)
  const [item] = includedOf(placed.json(), 'order_items')
  assert.equal(item!.attributes.edge_mm, 20)
  assert.equal(item!.attributes.custom_width, 600)

  const flat = await readyBasket(visitor, ids, { item: photoPrint(ids) })
  const photo = await visitor.post(`/v1/baskets/${flat}/checkout`, { terms_accepted: true })
  assert.equal(includedOf(photo.json(), 'order_items')[0]!.attributes.edge_mm, 0)
})

test('an order in English is in euros with English names', async () => {
  const { visitor } = await signedInVisitor(testApp, { locale: 'en' })
  visitor.language = 'en'
  const uuid = await readyBasket(visitor, ids)
  const placed = await visitor.post(`/v1/baskets/${uuid}/checkout`, { terms_accepted: true })
  const order = placed.json().data.attributes
  assert.equal(order.currency, 'EUR')
  assert.equal(order.total, 340 + 520)
  assert.equal(order.payment_instructions.account_number, null)
  assert.equal(includedOf(placed.json(), 'order_items')[0]!.attributes.layout_name, 'Photo print')
})
