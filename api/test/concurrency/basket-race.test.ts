import assert from 'node:assert/strict'
import { test } from 'node:test'
import { and, eq } from 'drizzle-orm'
import { baskets } from '../../src/db/schema.js'
import { build, signedInVisitor, type Visitor } from '../helper.js'
import {
  canvas,
  includedOf,
  newBasket,
  photoPrint,
  readyBasket,
  shopIds,
} from '../routes/baskets/fixtures.js'
import { inParallel, recomputedBasket, statusCounts } from './fixtures.js'

/**
 * Many changes to one basket at once, through one visitor (one session), as a storefront with a
 * quick shopper or several tabs sends them. Every change locks the basket, so none may be lost
 * and the totals must equal the test's own pricing of the rows left in the database.
 */
const testApp = await build()
const ids = await shopIds(testApp)

/** VANOCE26: 15 % off canvases, valid from 22 November to 20 December 2026. */
const VANOCE_PERCENT = 15

/**
 * The basket as the API shows it against the test's recomputation: every line's unit and total
 * price, the goods total, the coupon's discount, delivery (free from its threshold, judged after
 * the discount), total = goods − discount + delivery, and net + VAT = total.
 */
async function assertPricedFromRows(visitor: Visitor, uuid: string, coupon: boolean) {
  const shown = await visitor.get(`/v1/baskets/${uuid}`)
  assert.equal(shown.statusCode, 200)
  const body = shown.json()
  const basket = body.data.attributes
  const expected = await recomputedBasket(testApp, uuid)

  const items = includedOf(body, 'basket_items')
  assert.deepEqual(
    items.map((item) => [item.id, item.attributes.unit_price, item.attributes.total_price]),
    expected.lines.map((line) => [line.id, line.unit, line.gross]),
  )
  assert.equal(basket.items_total, expected.itemsTotal)
  assert.equal(
    basket.items_count,
    expected.lines.reduce((sum, line) => sum + line.row.quantity, 0),
  )
  const discount = coupon
    ? expected.lines
        .filter((line) => line.layoutSlug === 'obraz-na-platne')
        .reduce((sum, line) => sum + Math.round((line.gross * VANOCE_PERCENT) / 100), 0)
    : 0
  assert.equal(basket.discount, discount)
  if (coupon) assert.ok(discount > 0, 'the coupon applies')
  const method = expected.deliveryMethod
  const goods = expected.itemsTotal - discount
  const delivery =
    method === null || (method.freeFromCzk !== null && goods >= method.freeFromCzk)
      ? 0
      : method.priceCzk
  assert.equal(basket.delivery_price, delivery)
  assert.equal(basket.total, basket.items_total - basket.discount + basket.delivery_price)
  assert.equal(basket.total_net + basket.total_vat, basket.total)
  return { body, expected }
}

test('30 additions of one print and 20 quantity changes of other lines at once lose nothing', async () => {
  const { visitor } = await signedInVisitor(testApp)
  const uuid = await newBasket(visitor)
  const url = `/v1/baskets/${uuid}`
  const others = [
    canvas(ids),
    canvas(ids, { custom_width: 450, custom_height: 450 }),
    photoPrint(ids, { paper_id: ids.papers['fine-art'] }),
    photoPrint(ids, { custom_width: 250, custom_height: 250 }),
    photoPrint(ids, { paper_id: ids.papers.matny, custom_width: 400, custom_height: 300 }),
  ]
  const lineIds: string[] = []
  for (const print of others)
    lineIds.push((await visitor.post(`${url}/basket_items`, print)).json().meta.basket_item_id)
  await visitor.patch(url, { delivery_method_id: ids.delivery.ppl, payment_method: 'card' })
  assert.equal(
    (await visitor.post(`${url}/use_coupon`, { coupon_code: 'VANOCE26' })).statusCode,
    200,
  )

  // Line i is set to 3 + i pieces four times over; the new print is added 30 times.
  const responses = await inParallel(50, (index) =>
    index < 30
      ? visitor.post(`${url}/basket_items`, photoPrint(ids))
      : visitor.patch(`${url}/basket_items/${lineIds[index % 5]}`, { quantity: 3 + (index % 5) }),
  )
  assert.deepEqual(statusCounts(responses.slice(0, 30)), { 201: 30 })
  assert.deepEqual(statusCounts(responses.slice(30)), { 200: 20 })

  const { expected } = await assertPricedFromRows(visitor, uuid, true)
  const quantities = Object.fromEntries(expected.lines.map((line) => [line.id, line.row.quantity]))
  lineIds.forEach((id, index) => assert.equal(quantities[id], 3 + index, `line ${index}`))
  const added = expected.lines.filter((line) => !lineIds.includes(line.id))
  assert.equal(added.length, 1, 'the same print is one line')
  assert.equal(added[0]!.row.quantity, 30)
  assert.equal(added[0]!.unit, 7_900)
})

test('50 additions of five different prints at once add up per print', async () => {
  const visitor = testApp.visitor()
  const uuid = await newBasket(visitor)
  const prints = [
    photoPrint(ids),
    photoPrint(ids, { custom_width: 200, custom_height: 300 }),
    photoPrint(ids, { paper_id: ids.papers.satenovy, custom_width: 330, custom_height: 220 }),
    canvas(ids, { custom_width: 500, custom_height: 500 }),
    photoPrint(ids, {
      format_type: 'crop',
      custom_width: 300,
      custom_height: 300,
      coordinate_x: 0,
      coordinate_y: 0,
    }),
  ]
  // Print k is added ten times, k + 1 pieces each time.
  const responses = await inParallel(50, (index) =>
    visitor.post(`/v1/baskets/${uuid}/basket_items`, {
      ...prints[index % 5],
      quantity: (index % 5) + 1,
    }),
  )
  assert.deepEqual(statusCounts(responses), { 201: 50 })

  const { expected } = await assertPricedFromRows(visitor, uuid, false)
  assert.equal(expected.lines.length, 5)
  const byWidth = expected.lines.map((line) => [line.row.customWidth, line.row.quantity])
  assert.deepEqual(
    byWidth.sort((a, b) => a[0]! - b[0]! || a[1]! - b[1]!),
    [
      [200, 20],
      [300, 10],
      [300, 50],
      [330, 30],
      [500, 40],
    ],
  )
})

test('parallel additions stop at 100 pieces and at 50 lines', async () => {
  const visitor = testApp.visitor()
  const uuid = await newBasket(visitor)
  const url = `/v1/baskets/${uuid}/basket_items`

  const capped = await inParallel(10, () => visitor.post(url, photoPrint(ids, { quantity: 30 })))
  assert.deepEqual(statusCounts(capped), { 201: 10 })
  const [line] = includedOf((await visitor.get(`/v1/baskets/${uuid}`)).json(), 'basket_items')
  assert.equal(line!.attributes.quantity, 100)
  assert.equal(line!.attributes.total_price, 100 * 7_900)

  // 44 more custom sizes make 45 lines; ten new ones at once: exactly five fit.
  for (let width = 202; width < 202 + 44 * 2; width += 2) {
    const response = await visitor.post(url, photoPrint(ids, { custom_width: width }))
    assert.equal(response.statusCode, 201, response.body)
  }
  const responses = await inParallel(10, (index) =>
    visitor.post(url, photoPrint(ids, { custom_width: 400 + index * 2 })),
  )
  assert.deepEqual(statusCounts(responses), { 201: 5, 422: 5 })
  for (const refused of responses.filter((response) => response.statusCode === 422))
    assert.ok(refused.json().errors.basket_items, refused.body)

  const { expected } = await assertPricedFromRows(visitor, uuid, false)
  assert.equal(expected.lines.length, 50)
})

test('a line changed into its twin while the twin is being added to merges exactly once', async () => {
  const visitor = testApp.visitor()
  const uuid = await newBasket(visitor)
  const url = `/v1/baskets/${uuid}/basket_items`
  await visitor.post(url, photoPrint(ids, { quantity: 2 }))
  const bigger = (
    await visitor.post(url, photoPrint(ids, { custom_width: 450, quantity: 3 }))
  ).json().meta.basket_item_id

  const responses = await inParallel(11, (index) =>
    index === 5
      ? visitor.patch(`${url}/${bigger}`, { custom_width: 300 })
      : visitor.post(url, photoPrint(ids)),
  )
  assert.equal(responses[5]!.statusCode, 200)
  assert.deepEqual(statusCounts(responses), { 200: 1, 201: 10 })

  const { expected } = await assertPricedFromRows(visitor, uuid, false)
  assert.deepEqual(
    expected.lines.map((line) => line.row.quantity),
    [2 + 3 + 10],
  )
})

test('ten removals of one line at once: one succeeds, the others find nothing', async () => {
  const visitor = testApp.visitor()
  const uuid = await newBasket(visitor)
  const url = `/v1/baskets/${uuid}/basket_items`
  const itemId = (await visitor.post(url, photoPrint(ids))).json().meta.basket_item_id
  await visitor.post(url, canvas(ids))

  const responses = await inParallel(10, () => visitor.delete(`${url}/${itemId}`))
  assert.deepEqual(statusCounts(responses), { 200: 1, 404: 9 })
  const { expected } = await assertPricedFromRows(visitor, uuid, false)
  assert.deepEqual(
    expected.lines.map((line) => line.layoutSlug),
    ['obraz-na-platne'],
  )
})

async function openBasketsOf(userId: number) {
  return testApp.database.db
    .select()
    .from(baskets)
    .where(and(eq(baskets.userId, userId), eq(baskets.status, 'open')))
}

test('a signed-in shopper asking for a basket from several tabs at once gets one basket', async () => {
  const { visitor, userId } = await signedInVisitor(testApp)
  const responses = await inParallel(10, () => visitor.post('/v1/baskets'))
  assert.deepEqual(statusCounts(responses), { 200: 9, 201: 1 })
  assert.equal(new Set(responses.map((response) => response.json().data.id)).size, 1)
  assert.equal((await openBasketsOf(userId)).length, 1)
})

test('repeating an order several times at once fills one basket', async () => {
  const { visitor, userId } = await signedInVisitor(testApp)
  const ordered = await readyBasket(visitor, ids)
  const order = (
    await visitor.post(`/v1/baskets/${ordered}/checkout`, { terms_accepted: true })
  ).json().data.id
  const responses = await inParallel(10, () => visitor.post(`/v1/me/orders/${order}/repeat`))
  assert.deepEqual(statusCounts(responses), { 200: 10 })
  const open = await openBasketsOf(userId)
  assert.equal(open.length, 1, 'one open basket')
  const uuid = open[0]!.uuid
  const { expected } = await assertPricedFromRows(visitor, uuid, false)
  assert.deepEqual(
    expected.lines.map((line) => line.row.quantity),
    [10],
    'each repeat adds the order’s print once',
  )
})
