import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { eq } from 'drizzle-orm'
import {
  addresses,
  coupons,
  orders,
  passwordResets,
  sessions,
  users,
} from '../../../src/db/schema.js'
import { build, signedInVisitor } from '../../helper.js'
import { insertOrder, orderById, statusHistory } from '../../orders/fixtures.js'
import { fieldError } from '../auth/fixtures.js'

describe('POST /v1/me/destroy', async () => {
  const testApp = await build()
  const { db } = testApp.database

  it('erases the account and everything hanging on it, ends the session, and the login then fails', async () => {
    const shopper = await signedInVisitor(testApp)
    const elsewhere = testApp.visitor()
    await elsewhere.post('/v1/auth/login', { username: shopper.email, password: shopper.password })
    await testApp.visitor().post('/v1/auth/password/forgot', { email: shopper.email })
    await testApp.app.mailer.idle()
    assert.equal(
      (await db.select().from(passwordResets).where(eq(passwordResets.userId, shopper.userId)))
        .length,
      1,
    )

    const response = await shopper.visitor.post('/v1/me/destroy', { password: shopper.password })
    assert.equal(response.statusCode, 200)
    assert.deepEqual(response.json(), {
      message:
        'Váš účet byl smazán. Ponechali jsme jen daňové doklady a anonymizované objednávky, které nám ukládá zákon.',
    })

    assert.equal((await shopper.visitor.get('/v1/me')).statusCode, 401)
    assert.equal((await elsewhere.get('/v1/me')).statusCode, 401)
    assert.equal((await db.select().from(users).where(eq(users.id, shopper.userId))).length, 0)
    assert.equal(
      (await db.select().from(addresses).where(eq(addresses.userId, shopper.userId))).length,
      0,
    )
    assert.equal(
      (await db.select().from(sessions).where(eq(sessions.userId, shopper.userId))).length,
      0,
    )
    assert.equal(
      (await db.select().from(passwordResets).where(eq(passwordResets.userId, shopper.userId)))
        .length,
      0,
    )

    const login = await testApp
      .visitor()
      .post('/v1/auth/login', { username: shopper.email, password: shopper.password })
    assert.equal(login.statusCode, 422)
    assert.equal(fieldError(login, 'username'), 'Nesprávný e-mail nebo heslo.')
  })

  it('keeps a paid order on its way deliverable (409), and cancels unpaid orders on erasure', async () => {
    const shopper = await signedInVisitor(testApp)
    const [coupon] = await db
      .insert(coupons)
      .values({ code: 'JARO10', kind: 'percentage', percentOff: 10, usageLimit: 5, usedCount: 2 })
      .onConflictDoUpdate({ target: coupons.code, set: { usedCount: 2 } })
      .returning()
    const shipped = await insertOrder(db, { userId: shopper.userId, status: 'shipped' })
    const unpaid = await insertOrder(db, { userId: shopper.userId, status: 'awaiting_payment' })

    const refused = await shopper.visitor.post('/v1/me/destroy', { password: shopper.password })
    assert.equal(refused.statusCode, 409)
    assert.match(refused.json().message, /^Účet teď nelze smazat/)
    assert.equal((await orderById(db, unpaid.id)).status, 'awaiting_payment', 'nothing changed')
    assert.equal((await shopper.visitor.get('/v1/me')).statusCode, 200)

    await db.update(orders).set({ status: 'delivered' }).where(eq(orders.id, shipped.id))
    const erased = await shopper.visitor.post('/v1/me/destroy', { password: shopper.password })
    assert.equal(erased.statusCode, 200)
    const cancelled = await orderById(db, unpaid.id)
    assert.equal(cancelled.status, 'cancelled')
    assert.deepEqual(await statusHistory(db, unpaid.id), ['awaiting_payment', 'cancelled'])
    assert.equal(cancelled.userId, null)
    assert.equal(cancelled.email, null)
    assert.equal(cancelled.shipping, null)
    assert.equal(cancelled.billing.phone_number, null)
    assert.equal(cancelled.billing.last_name, 'Nováková', 'the invoice keeps the billing name')
    assert.equal((await orderById(db, shipped.id)).status, 'delivered')
    const [after] = await db.select().from(coupons).where(eq(coupons.id, coupon!.id))
    assert.equal(after!.usedCount, 1, 'the cancelled order gives its coupon use back')
  })

  it('needs the right password', async () => {
    const shopper = await signedInVisitor(testApp)
    const wrong = await shopper.visitor.post('/v1/me/destroy', { password: 'spatne-heslo' })
    assert.equal(wrong.statusCode, 422)
    assert.equal(fieldError(wrong, 'password'), 'Současné heslo není správné.')
    shopper.visitor.language = 'en'
    const missing = await shopper.visitor.post('/v1/me/destroy', {})
    assert.equal(fieldError(missing, 'password'), 'Please fill in this field.')
    const types = await shopper.visitor.post('/v1/me/destroy', { password: 12345678 })
    assert.equal(fieldError(types, 'password'), 'This value is of the wrong type.')
    assert.equal((await shopper.visitor.get('/v1/me')).statusCode, 200)
  })

  it('answers 401 anonymously, 419 without the CSRF header and 400 to malformed JSON', async () => {
    assert.equal(
      (await testApp.visitor().post('/v1/me/destroy', { password: 'whatever1' })).statusCode,
      401,
    )
    const shopper = await signedInVisitor(testApp)
    assert.equal(
      (
        await shopper.visitor.post(
          '/v1/me/destroy',
          { password: shopper.password },
          { csrf: false },
        )
      ).statusCode,
      419,
    )
    const malformed = await shopper.visitor.request('POST', '/v1/me/destroy', {
      body: '{"password"',
      headers: { 'content-type': 'application/json' },
    })
    assert.equal(malformed.statusCode, 400)
    assert.equal((await shopper.visitor.get('/v1/me')).statusCode, 200)
  })
})
