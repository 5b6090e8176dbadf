import assert from 'node:assert/strict'
import { test } from 'node:test'
import { eq } from 'drizzle-orm'
import { baskets, orders, pickupPoints } from '../../../src/db/schema.js'
import { build, signedInVisitor } from '../../helper.js'
import { readyBasket, shopIds } from './fixtures.js'

const testApp = await build()
const ids = await shopIds(testApp)
const db = testApp.database.db
const UNKNOWN_POINT = 'Toto výdejní místo neznáme. Vyberte ho prosím znovu.'

/** A signed-in shopper's basket ready to order to a Zásilkovna point of the directory. */
async function basketToPoint() {
  const { visitor } = await signedInVisitor(testApp)
  const uuid = await readyBasket(visitor, ids)
  const [point] = await db
    .select()
    .from(pickupPoints)
    .where(eq(pickupPoints.carrier, 'zasilkovna'))
    .limit(1)
  const chosen = await visitor.patch(`/v1/baskets/${uuid}`, {
    delivery_method_id: ids.delivery.zasilkovna,
    pickup_point: { id: point!.id },
  })
  assert.equal(chosen.statusCode, 200, chosen.body)
  const checkout = () => visitor.post(`/v1/baskets/${uuid}/checkout`, { terms_accepted: true })
  return { visitor, uuid, point: point!, checkout }
}

async function basketRow(uuid: string) {
  const [row] = await db.select().from(baskets).where(eq(baskets.uuid, uuid))
  return row!
}

test('checkout orders to a point of the directory', async () => {
  const { point, checkout } = await basketToPoint()
  const placed = await checkout()
  assert.equal(placed.statusCode, 201, placed.body)
  assert.equal(placed.json().data.attributes.pickup_point.id, point.id)
})

test('checkout refuses a kept point the directory does not know or knows otherwise', async () => {
  // Kept before points were checked (a client's own address), or gone from the carrier's list since.
  const invented = await basketToPoint()
  const basket = await basketRow(invented.uuid)
  await db
    .update(baskets)
    .set({ pickupPoint: { ...basket.pickupPoint!, id: '99999999' } })
    .where(eq(baskets.id, basket.id))
  const forged = await basketToPoint()
  const forgedBasket = await basketRow(forged.uuid)
  await db
    .update(baskets)
    .set({ pickupPoint: { ...forgedBasket.pickupPoint!, street: 'Podvodná 1' } })
    .where(eq(baskets.id, forgedBasket.id))

  for (const { uuid, checkout } of [invented, forged]) {
    const refused = await checkout()
    assert.equal(refused.statusCode, 422, refused.body)
    assert.deepEqual(refused.json().errors, { pickup_point: [UNKNOWN_POINT] })
    const row = await basketRow(uuid)
    assert.equal(row.status, 'open', 'the basket stays open')
    assert.equal((await db.select().from(orders).where(eq(orders.basketId, row.id))).length, 0)
  }
})

test('a point of the carrier in a country the method does not deliver to is refused', async () => {
  await db.insert(pickupPoints).values({
    id: '7700001',
    carrier: 'zasilkovna',
    name: 'Z-BOX Bratislava, Obchodná 1',
    street: 'Obchodná 1',
    city: 'Bratislava',
    zip: '811 06',
    country: 'SK',
    searchText: 'z-box bratislava obchodna 1 811 06',
  })
  const visitor = testApp.visitor()
  const uuid = await readyBasket(visitor, ids)
  const response = await visitor.patch(`/v1/baskets/${uuid}`, {
    delivery_method_id: ids.delivery.zasilkovna,
    pickup_point: { id: '7700001' },
  })
  assert.equal(response.statusCode, 422)
  assert.deepEqual(response.json().errors, {
    pickup_point: ['Zvolený způsob dopravy do této země nedoručuje. Vyberte prosím jiný.'],
  })
  assert.equal((await basketRow(uuid)).pickupPoint, null)
})
