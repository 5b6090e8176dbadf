import assert from 'node:assert/strict'
import { test } from 'node:test'
import { and, eq } from 'drizzle-orm'
import { coupons, orders } from '../../../src/db/schema.js'
import { cancelExpiredOrders, ONLINE_PAYMENT_WINDOW_MS } from '../../../src/orders/overdue.js'
import { build, signedInVisitor, type Visitor } from '../../helper.js'
import { canvas, readyBasket, shopIds } from './fixtures.js'

/** The demo welcome code VITEJTE10: 10 % off from 500 Kč, once per customer. */
const WELCOME = 'VITEJTE10'
const NOT_VALID =
  'Tento slevový kód neplatí nebo už byl použit. Zkontrolujte prosím, zda jste ho napsali správně.'

const testApp = await build()
const ids = await shopIds(testApp)
const db = testApp.database.db

async function welcomeUses() {
  const [coupon] = await db.select().from(coupons).where(eq(coupons.code, WELCOME))
  return coupon!.usedCount
}

/** A ready basket (a canvas, over the welcome code's minimum) and the answer to using the code. */
async function basketWithWelcome(visitor: Visitor, payment = 'bank_transfer') {
  const uuid = await readyBasket(visitor, ids, { item: canvas(ids), payment })
  const use = await visitor.post(`/v1/baskets/${uuid}/use_coupon`, { coupon_code: WELCOME })
  return { uuid, use }
}

const checkout = (visitor: Visitor, uuid: string) =>
  visitor.post(`/v1/baskets/${uuid}/checkout`, { terms_accepted: true })

test('the welcome code works once per customer, also when applied before signing in', async () => {
  const { visitor, email, password, userId } = await signedInVisitor(testApp)
  const first = await basketWithWelcome(visitor)
  assert.equal(first.use.statusCode, 200, first.use.body)
  const ordered = await checkout(visitor, first.uuid)
  assert.equal(ordered.statusCode, 201, ordered.body)
  assert.equal(ordered.json().data.attributes.coupon_code, WELCOME)

  const again = await basketWithWelcome(visitor)
  assert.equal(again.use.statusCode, 422)
  assert.deepEqual(again.use.json().errors, { coupon_code: [NOT_VALID] })

  // Anonymous, nobody can tell it is the same customer: the code goes on the basket...
  const anonymous = testApp.visitor()
  const sneaky = await basketWithWelcome(anonymous)
  assert.equal(sneaky.use.statusCode, 200)
  const signIn = await anonymous.post('/v1/auth/login', { username: email, password })
  assert.equal(signIn.statusCode, 200, signIn.body)
  const basket = (await anonymous.get(`/v1/baskets/${sneaky.uuid}`)).json().data.attributes
  assert.equal(basket.coupon_code, WELCOME)
  const usesBefore = await welcomeUses()

  // ...and checkout, the authoritative check, refuses it and orders nothing.
  const refused = await checkout(anonymous, sneaky.uuid)
  assert.equal(refused.statusCode, 422)
  assert.deepEqual(refused.json().errors, { coupon_code: [NOT_VALID] })
  const mine = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.couponCode, WELCOME)))
  assert.equal(mine.length, 1, 'still the one order with the code')
  assert.equal(await welcomeUses(), usesBefore, 'the refused checkout counted no use')

  // Another customer still gets it.
  const other = await signedInVisitor(testApp)
  assert.equal((await basketWithWelcome(other.visitor)).use.statusCode, 200)
})

test('an unpaid card order that expires gives the welcome code back, once', async () => {
  const { visitor } = await signedInVisitor(testApp)
  const { uuid } = await basketWithWelcome(visitor, 'card')
  const placed = await checkout(visitor, uuid)
  assert.equal(placed.statusCode, 201, placed.body)
  const number = placed.json().data.attributes.number as string
  const usesWhileUnpaid = await welcomeUses()
  assert.equal((await basketWithWelcome(visitor)).use.statusCode, 422, 'held by the unpaid order')

  assert.deepEqual(await cancelExpiredOrders(db, 7, new Date()), [], 'not within the hour')
  const later = new Date(Date.now() + ONLINE_PAYMENT_WINDOW_MS + 60_000)
  assert.deepEqual(await cancelExpiredOrders(db, 7, later), [number])
  const [order] = await db.select().from(orders).where(eq(orders.number, number))
  assert.equal(order!.status, 'cancelled')
  assert.equal(await welcomeUses(), usesWhileUnpaid - 1)

  assert.deepEqual(await cancelExpiredOrders(db, 7, later), [])
  assert.equal(await welcomeUses(), usesWhileUnpaid - 1, 'given back once only')
  const reused = await basketWithWelcome(visitor)
  assert.equal(reused.use.statusCode, 200, reused.use.body)
  assert.equal((await checkout(visitor, reused.uuid)).statusCode, 201)
})
