import assert from 'node:assert/strict'
import { test } from 'node:test'
import { eq } from 'drizzle-orm'
import { orderItems, orders, orderStatusHistory, outbox, withdrawals } from '../../src/db/schema.js'
import { shopDay } from '../../src/lib/period.js'
import { build, signedInVisitor, type Visitor } from '../helper.js'
import {
  includedOf,
  photoPrint,
  readyBasket,
  shopIds,
  type ShopIds,
} from '../routes/baskets/fixtures.js'

const testApp = await build()
const db = testApp.database.db
const ids = await shopIds(testApp)
const DAY = 86_400_000

/** Two standard prints, one custom size and one crop: only the first line may be returned. */
function prints(shop: ShopIds) {
  return {
    standard: photoPrint(shop, { quantity: 2 }),
    custom: photoPrint(shop, { custom_width: 310, custom_height: 200 }),
    crop: photoPrint(shop, { format_type: 'crop', coordinate_x: 0, coordinate_y: 0 }),
  }
}

/** Orders the three prints; the answer's order and its items by kind. */
async function placeOrder(visitor: Visitor) {
  const { standard, custom, crop } = prints(ids)
  const uuid = await readyBasket(visitor, ids, { item: standard })
  await visitor.post(`/v1/baskets/${uuid}/basket_items`, custom)
  await visitor.post(`/v1/baskets/${uuid}/basket_items`, crop)
  const basket = (await visitor.get(`/v1/baskets/${uuid}`)).json()
  const flags = includedOf(basket, 'basket_items').map((item) => [
    item.attributes.custom_width,
    item.attributes.format_type,
    item.attributes.withdrawable,
  ])
  const placed = await visitor.post(`/v1/baskets/${uuid}/checkout`, { terms_accepted: true })
  assert.equal(placed.statusCode, 201, placed.body)
  const order = placed.json().data as { id: string }
  const rows = await db
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, Number(order.id)))
    .orderBy(orderItems.position)
  return { order, flags, standard: rows[0]!, custom: rows[1]!, crop: rows[2]! }
}

/** The order paid and delivered `daysAgo` days ago (null: paid, not yet delivered). */
async function deliver(orderId: string, daysAgo: number | null) {
  const id = Number(orderId)
  const paidAt = new Date(Date.now() - ((daysAgo ?? 0) + 5) * DAY)
  await db
    .update(orders)
    .set({ status: daysAgo === null ? 'paid' : 'delivered', paidAt })
    .where(eq(orders.id, id))
  await db.insert(orderStatusHistory).values({ orderId: id, status: 'paid', createdAt: paidAt })
  if (daysAgo !== null)
    await db
      .insert(orderStatusHistory)
      .values({ orderId: id, status: 'delivered', createdAt: new Date(Date.now() - daysAgo * DAY) })
}

const withdrawalsOf = (orderId: string) =>
  db
    .select()
    .from(withdrawals)
    .where(eq(withdrawals.orderId, Number(orderId)))

test('the basket and the order say per print whether it may be returned', async () => {
  const { visitor } = await signedInVisitor(testApp)
  const { order, flags, standard, custom, crop } = await placeOrder(visitor)
  assert.deepEqual(flags, [
    [300, 'original', true],
    [310, 'original', false],
    [300, 'crop', false],
  ])
  assert.deepEqual(
    [standard.withdrawable, custom.withdrawable, crop.withdrawable],
    [true, false, false],
  )
  const detail = (await visitor.get(`/v1/me/orders/${order.id}`)).json()
  // Not paid yet: nothing to withdraw from.
  assert.equal(detail.data.attributes.withdrawal.open, false)
  assert.equal(
    includedOf(detail, 'order_items').find((item) => item.id === String(standard.id))!.attributes
      .withdrawable,
    true,
  )
  const refused = await visitor.post(`/v1/me/orders/${order.id}/withdrawals`, {
    items: [{ order_item_id: standard.id, quantity: 1 }],
  })
  assert.equal(refused.statusCode, 422)
  assert.match(refused.json().errors.items[0], /není zaplacená/)
})

test('a delivered print is withdrawn from: 201, the acknowledgement and the owner’s notice', async () => {
  const { visitor, email } = await signedInVisitor(testApp)
  const { order, standard } = await placeOrder(visitor)
  await deliver(order.id, 2)
  const before = (await visitor.get(`/v1/me/orders/${order.id}`)).json().data.attributes.withdrawal
  assert.equal(before.open, true)
  assert.deepEqual(
    before.items.map((item: { quantity: number }) => item.quantity),
    [2, 0, 0],
  )

  const answer = await visitor.post(`/v1/me/orders/${order.id}/withdrawals`, {
    items: [{ order_item_id: standard.id, quantity: 1 }],
  })
  assert.equal(answer.statusCode, 201, answer.body)
  const withdrawal = answer.json().data
  assert.equal(withdrawal.type, 'withdrawals')
  assert.deepEqual(withdrawal.attributes.items, [
    { order_item_id: String(standard.id), quantity: 1 },
  ])
  // Half of the line's gross after the discount; the delivery stays with the print kept.
  assert.equal(withdrawal.attributes.amount, Math.round(standard.gross / 2))
  assert.equal(withdrawal.attributes.status, 'requested')
  assert.ok(Date.parse(withdrawal.attributes.requested_at) > Date.now() - 60_000)

  const [mail] = await db
    .select()
    .from(outbox)
    .where(eq(outbox.to, email))
    .then((rows) => rows.filter((row) => row.subject.includes('odstoupení')))
  assert.ok(mail, 'the acknowledgement went to the shopper')
  assert.match(mail.text, /v\s\d{1,2}:\d{2}\s\(pražského\sčasu\)/)
  assert.match(mail.text, /1\sks/)
  assert.match(mail.text, /do\s14\sdnů/)
  const owner = await db.select().from(outbox).where(eq(outbox.to, testApp.config.shop.email))
  assert.ok(
    owner.some(
      (row) =>
        new RegExp(`č\\.\\s${withdrawal.id}\\b`).test(row.subject) && row.text.includes('refund'),
    ),
    'the owner was told',
  )

  const after = (await visitor.get(`/v1/me/orders/${order.id}`)).json().data.attributes.withdrawal
  assert.equal(after.items[0].quantity, 1)
  assert.equal(after.withdrawals.length, 1)

  // The last piece: the whole line's gross (the rounding rest) and nothing more.
  const rest = await visitor.post(`/v1/me/orders/${order.id}/withdrawals`, {
    items: [{ order_item_id: standard.id, quantity: 1 }],
  })
  assert.equal(rest.statusCode, 201)
  assert.equal(withdrawal.attributes.amount + rest.json().data.attributes.amount, standard.gross)
  const again = await visitor.post(`/v1/me/orders/${order.id}/withdrawals`, {
    items: [{ order_item_id: standard.id, quantity: 1 }],
  })
  assert.equal(again.statusCode, 422)
  assert.match(again.json().errors['items.0.order_item_id'][0], /už odstoupili/)
  assert.equal((await withdrawalsOf(order.id)).length, 2)
})

test('refused by print: made to specification, too many, unknown, twice; nothing written', async () => {
  const { visitor } = await signedInVisitor(testApp)
  const { order, standard, custom, crop } = await placeOrder(visitor)
  await deliver(order.id, null)
  const cases: [unknown, string, RegExp][] = [
    [[{ order_item_id: custom.id, quantity: 1 }], 'items.0.order_item_id', /na míru/],
    [
      [
        { order_item_id: standard.id, quantity: 1 },
        { order_item_id: crop.id, quantity: 1 },
      ],
      'items.1.order_item_id',
      /na míru/,
    ],
    [[{ order_item_id: standard.id, quantity: 3 }], 'items.0.quantity', /nejvýše od 2 ks/],
    [[{ order_item_id: 999_999, quantity: 1 }], 'items.0.order_item_id', /nepatří/],
    [
      [
        { order_item_id: standard.id, quantity: 1 },
        { order_item_id: standard.id, quantity: 1 },
      ],
      'items.1.order_item_id',
      /dvakrát/,
    ],
  ]
  for (const [items, field, message] of cases) {
    const answer = await visitor.post(`/v1/me/orders/${order.id}/withdrawals`, { items })
    assert.equal(answer.statusCode, 422, JSON.stringify(items))
    assert.match(answer.json().errors[field][0], message)
  }
  assert.equal((await withdrawalsOf(order.id)).length, 0)
  // Before delivery the consumer may withdraw.
  const allowed = await visitor.post(`/v1/me/orders/${order.id}/withdrawals`, {
    items: [{ order_item_id: standard.id, quantity: 2 }],
  })
  assert.equal(allowed.statusCode, 201)
})

test('two declarations at once cannot withdraw the same pieces twice', async () => {
  const { visitor } = await signedInVisitor(testApp)
  const { order, standard } = await placeOrder(visitor)
  await deliver(order.id, 3)
  const body = { items: [{ order_item_id: standard.id, quantity: 2 }] }
  const url = `/v1/me/orders/${order.id}/withdrawals`
  await visitor.get('/v1/csrf')
  const answers = await Promise.all([visitor.post(url, body), visitor.post(url, body)])
  assert.deepEqual(answers.map((answer) => answer.statusCode).sort(), [201, 422])
  assert.equal((await withdrawalsOf(order.id)).length, 1)
})

test('refused by date: delivered 15 days ago, the period ended', async () => {
  const { visitor } = await signedInVisitor(testApp, { locale: 'de' })
  visitor.language = 'de'
  const { order, standard } = await placeOrder(visitor)
  await deliver(order.id, 15)
  const detail = (await visitor.get(`/v1/me/orders/${order.id}`)).json().data.attributes
  assert.equal(detail.withdrawal.open, false)
  const answer = await visitor.post(`/v1/me/orders/${order.id}/withdrawals`, {
    items: [{ order_item_id: standard.id, quantity: 1 }],
  })
  assert.equal(answer.statusCode, 422)
  assert.match(answer.json().errors.items[0], /Widerrufsfrist ist am \d{1,2}\. \p{L}+ \d{4}/u)
  // The period counts days in Prague: between 23:00 and midnight UTC Prague is a day ahead.
  assert.equal(detail.withdrawal.last_day, shopDay(new Date(Date.now() - DAY)))
  assert.equal((await withdrawalsOf(order.id)).length, 0)
})

test('someone else’s order is not found; a malformed body is refused', async () => {
  const { visitor } = await signedInVisitor(testApp)
  const { order, standard } = await placeOrder(visitor)
  await deliver(order.id, 1)
  const stranger = await signedInVisitor(testApp)
  const body = { items: [{ order_item_id: standard.id, quantity: 1 }] }
  assert.equal(
    (await stranger.visitor.post(`/v1/me/orders/${order.id}/withdrawals`, body)).statusCode,
    404,
  )
  assert.equal(
    (await testApp.visitor().post(`/v1/me/orders/${order.id}/withdrawals`, body)).statusCode,
    401,
  )
  const url = `/v1/me/orders/${order.id}/withdrawals`
  assert.equal((await visitor.post(url, body, { csrf: false })).statusCode, 419)
  for (const bad of [
    {},
    { items: [] },
    { items: [{ order_item_id: standard.id, quantity: 0 }] },
    { items: [{ order_item_id: 'x', quantity: 1 }] },
    { items: [{ order_item_id: standard.id }] },
  ]) {
    const answer = await visitor.post(url, bad)
    assert.equal(answer.statusCode, 422, JSON.stringify(bad))
    assert.ok(answer.json().errors, JSON.stringify(bad))
  }
  const broken = await visitor.post(url, '{"items": [', {
    headers: { 'content-type': 'application/json' },
  })
  assert.equal(broken.statusCode, 400)
  assert.equal((await withdrawalsOf(order.id)).length, 0)
})
