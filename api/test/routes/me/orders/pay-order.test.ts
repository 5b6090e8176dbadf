import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { eq } from 'drizzle-orm'
import { payments } from '../../../../src/db/schema.js'
import { build, signedInVisitor, type Visitor } from '../../../helper.js'
import { insertOrder, orderById } from '../../../orders/fixtures.js'

const testApp = await build()
const db = testApp.database.db
const owner = await signedInVisitor(testApp)
const stranger = await signedInVisitor(testApp)

const pay = (visitor: Visitor, orderId: number | string) =>
  visitor.post(`/v1/me/orders/${orderId}/payment`, {})

describe('POST /v1/me/orders/{id}/payment', () => {
  it('starts a new gateway payment of the user’s own card order', async () => {
    const order = await insertOrder(db, { userId: owner.userId, paymentMethod: 'card' })
    const response = await pay(owner.visitor, order.id)
    assert.equal(response.statusCode, 201)
    const { data } = response.json()
    assert.equal(data.type, 'payments')
    assert.equal(data.attributes.status, 'pending')
    const url = new URL(data.attributes.payment_url)
    assert.equal(url.origin, testApp.config.publicUrl)
    assert.match(url.pathname, /^\/v1\/payments\/sandbox\/[\w-]{43}$/)

    const [payment] = await db
      .select()
      .from(payments)
      .where(eq(payments.id, Number(data.id)))
    assert.equal(payment?.orderId, order.id)
    assert.equal(payment?.method, 'card')
    assert.equal(payment?.amount, order.totalGross)
    assert.equal(payment?.currency, 'CZK')
    assert.equal(payment?.gateway, 'sandbox')
    assert.equal((await orderById(db, order.id)).status, 'awaiting_payment')

    const sandboxPage = await testApp.app.inject({ url: url.pathname })
    assert.equal(sandboxPage.statusCode, 200)

    const again = await pay(owner.visitor, order.id)
    assert.equal(again.statusCode, 200, 'while it is pending, the same payment comes back')
    assert.equal(again.json().data.attributes.payment_url, data.attributes.payment_url)

    await db
      .update(payments)
      .set({ status: 'cancelled' })
      .where(eq(payments.id, Number(data.id)))
    const retry = await pay(owner.visitor, order.id)
    assert.equal(retry.statusCode, 201, 'after a cancelled attempt, a new payment')
    assert.notEqual(retry.json().data.attributes.payment_url, data.attributes.payment_url)
    const attempts = await db.select().from(payments).where(eq(payments.orderId, order.id))
    assert.deepEqual(attempts.map((payment) => payment.status).sort(), ['cancelled', 'pending'])
  })

  it('does not reveal another user’s order or an unknown one', async () => {
    const order = await insertOrder(db, { userId: owner.userId, paymentMethod: 'gopay' })
    assert.equal((await pay(stranger.visitor, order.id)).statusCode, 404)
    assert.equal((await pay(owner.visitor, 2_000_000_000)).statusCode, 404)
    assert.equal((await pay(owner.visitor, 'abc')).statusCode, 404)
    const guest = await insertOrder(db, { userId: null, paymentMethod: 'card' })
    assert.equal((await pay(owner.visitor, guest.id)).statusCode, 404)
    assert.equal((await orderById(db, order.id)).status, 'new')
  })

  it('answers 409 for a bank-transfer order and for one that is paid or cancelled', async () => {
    const bankTransfer = await insertOrder(db, {
      userId: owner.userId,
      paymentMethod: 'bank_transfer',
      status: 'awaiting_payment',
    })
    const refused = await pay(owner.visitor, bankTransfer.id)
    assert.equal(refused.statusCode, 409)
    assert.match(refused.json().message, /^Tuto objednávku nelze zaplatit online/)

    owner.visitor.language = 'en'
    for (const status of ['paid', 'cancelled', 'shipped'] as const) {
      const order = await insertOrder(db, { userId: owner.userId, paymentMethod: 'card', status })
      const response = await pay(owner.visitor, order.id)
      assert.equal(response.statusCode, 409, status)
      assert.match(response.json().message, /^This order cannot be paid online/)
    }
    owner.visitor.language = 'cs'
    const started = await db.select().from(payments).where(eq(payments.orderId, bankTransfer.id))
    assert.equal(started.length, 0)
  })

  it('answers 401 to an anonymous visitor', async () => {
    const order = await insertOrder(db, { userId: owner.userId, paymentMethod: 'card' })
    const response = await pay(testApp.visitor(), order.id)
    assert.equal(response.statusCode, 401)
  })
})
