import assert from 'node:assert/strict'
import { test } from 'node:test'
import { desc, gt, like } from 'drizzle-orm'
import { securityEvents } from '../../src/db/schema.js'
import { OWNER_CHANGES, OWNER_READS } from '../../src/security/owner-audit.js'
import { buildApp } from '../../src/app.js'
import { build, TEST_HASHING } from '../helper.js'
import { billing, insertOrder } from '../orders/fixtures.js'
import { owner, sizeOf } from './prices-fixtures.js'

const testApp = await build()
const { db } = testApp.database
const call = owner(testApp)

async function ownerEvents() {
  return testApp.app.db
    .select({ type: securityEvents.type, detail: securityEvents.detail })
    .from(securityEvents)
    .where(like(securityEvents.type, 'owner.%'))
    .orderBy(desc(securityEvents.id))
}

/** The owner's events written while `act` ran, oldest first. */
async function eventsDuring(act: () => Promise<unknown>) {
  const [last] = await db
    .select({ id: securityEvents.id })
    .from(securityEvents)
    .orderBy(desc(securityEvents.id))
    .limit(1)
  await act()
  return db
    .select({ type: securityEvents.type, detail: securityEvents.detail })
    .from(securityEvents)
    .where(gt(securityEvents.id, last?.id ?? 0))
    .orderBy(securityEvents.id)
}

test('a call without the owner token is refused and recorded, never what was sent', async () => {
  const before = (await ownerEvents()).length
  const none = await testApp.app.inject({ method: 'GET', url: '/v1/owner/prices' })
  assert.equal(none.statusCode, 401)
  const wrong = await testApp.app.inject({
    method: 'PATCH',
    url: '/v1/owner/prices/sizes/1',
    headers: { authorization: 'Bearer guessed-token-0123456789' },
    payload: { price_czk: 1 },
  })
  assert.equal(wrong.statusCode, 401)
  const [last, first, ...rest] = await ownerEvents()
  assert.equal(rest.length, before)
  assert.deepEqual(first, {
    type: 'owner.refused',
    detail: { method: 'GET', route: '/v1/owner/prices', token_sent: false },
  })
  assert.equal(last!.type, 'owner.refused')
  assert.equal(last!.detail.token_sent, true)
  assert.ok(!JSON.stringify(last).includes('guessed-token'))
})

test('a price change is recorded with the size and both amounts before and after, a refused one with what was asked', async () => {
  const size = await sizeOf(db, 'fotografie', 150, 100)
  const events = await eventsDuring(async () => {
    assert.equal((await call('GET', '/prices')).statusCode, 200)
    const dry = await call('PATCH', `/prices/sizes/${size.id}?dry_run=true`, { price_czk: 1500 })
    assert.equal(dry.statusCode, 200, dry.body)
    const refused = await call('PATCH', `/prices/sizes/${size.id}`, { price_czk: -1 })
    assert.equal(refused.statusCode, 422)
  })
  assert.deepEqual(events, [
    {
      type: 'owner.changed',
      detail: {
        method: 'PATCH',
        route: '/v1/owner/prices/sizes/:id',
        status: 200,
        dry_run: true,
        size_id: size.id,
        price_czk_before: size.priceCzk,
        price_czk_after: 1500,
        price_eur_before: size.priceEur,
        price_eur_after: size.priceEur,
        pictures_repriced: events[0]!.detail.pictures_repriced!,
      },
    },
    {
      type: 'owner.change_refused',
      detail: {
        method: 'PATCH',
        route: '/v1/owner/prices/sizes/:id',
        status: 422,
        dry_run: false,
        size_id: size.id,
        price_czk_asked: -1,
      },
    },
  ])
  assert.equal(typeof events[0]!.detail.pictures_repriced, 'number')
})

test("an order's status change is recorded with its number and the status before and after, never the customer", async () => {
  const order = await insertOrder(db, { status: 'paid' })
  const events = await eventsDuring(async () => {
    const moved = await call('POST', `/orders/${order.number}/status`, { status: 'in_production' })
    assert.equal(moved.statusCode, 200, moved.body)
    const refused = await call('POST', `/orders/${order.number}/status`, { status: 'shipped' })
    assert.equal(refused.statusCode, 422, refused.body)
  })
  const route = '/v1/owner/orders/:number/status'
  assert.deepEqual(events, [
    {
      type: 'owner.changed',
      detail: {
        method: 'POST',
        route,
        status: 200,
        dry_run: false,
        order_number: order.number,
        status_before: 'paid',
        status_after: 'in_production',
        tracking_number: false,
        mail_sent: true,
        shipment: null,
        refund_method: null,
        refund_amount: null,
        currency: null,
      },
    },
    {
      type: 'owner.change_refused',
      detail: {
        method: 'POST',
        route,
        status: 422,
        dry_run: false,
        order_number: order.number,
        status_before: null,
        status_after: 'shipped',
        tracking_number: false,
        mail_sent: null,
        shipment: null,
        refund_method: null,
        refund_amount: null,
        currency: null,
      },
    },
  ])
  const text = JSON.stringify(events)
  for (const personal of [order.email!, order.billing.last_name, order.billing.first_name])
    assert.ok(!text.includes(personal), `the record holds ${personal}`)
})

test('a coupon is recorded with its code and terms, stopping it with the status before and after; a picture by its id', async () => {
  const code = `AUDIT${process.pid}`
  const [picture] = (await call('GET', '/pictures?limit=1')).json().data as { id: number }[]
  const events = await eventsDuring(async () => {
    const created = await call('POST', '/coupons', {
      code,
      percent_off: 15,
      usage_limit: 100,
    })
    assert.equal(created.statusCode, 201, created.body)
    assert.equal((await call('POST', `/coupons/${code}/expire`)).statusCode, 200)
    assert.equal((await call('POST', `/pictures/${picture!.id}/hide?dry_run=true`)).statusCode, 200)
  })
  assert.deepEqual(
    events.map(({ type, detail }) => ({ type, detail })),
    [
      {
        type: 'owner.changed',
        detail: {
          method: 'POST',
          route: '/v1/owner/coupons',
          status: 201,
          dry_run: false,
          code,
          kind: 'percentage',
          percent_off: 15,
          amount_off_czk: null,
          amount_off_eur: null,
          minimum_order_czk: null,
          minimum_order_eur: null,
          valid_from: events[0]!.detail.valid_from!,
          valid_until: null,
          usage_limit: 100,
          max_uses_per_customer: events[0]!.detail.max_uses_per_customer!,
          layouts: '',
        },
      },
      {
        type: 'owner.changed',
        detail: {
          method: 'POST',
          route: '/v1/owner/coupons/:code/expire',
          status: 200,
          dry_run: false,
          code,
          status_before: 'active',
          status_after: 'stopped',
          changed: true,
        },
      },
      {
        type: 'owner.changed',
        detail: {
          method: 'POST',
          route: '/v1/owner/pictures/:id/hide',
          status: 200,
          dry_run: true,
          picture_id: picture!.id,
          hidden: true,
          changed: true,
        },
      },
    ],
  )
})

test('reading customers’ orders and the accounting export is recorded with the filters and row counts, never what was searched for', async () => {
  const tag = `audit${process.pid}`
  const order = await insertOrder(db, {
    status: 'paid',
    billing: { ...billing(), last_name: `Dvořák${tag}` },
  })
  const events = await eventsDuring(async () => {
    const list = await call('GET', `/orders?status=paid&search=Dvo%C5%99%C3%A1k${tag}`)
    assert.equal(list.statusCode, 200, list.body)
    assert.equal((await call('GET', `/orders/${order.number}`)).statusCode, 200)
    const exported = await call('GET', '/orders/export?from=2025-03-01&to=2025-03-31')
    assert.equal(exported.statusCode, 200, exported.body)
    assert.equal((await call('GET', '/invoices/export?month=2025-03')).statusCode, 200)
    // The price list and the pictures hold nothing personal: not recorded.
    assert.equal((await call('GET', '/prices')).statusCode, 200)
    assert.equal((await call('GET', '/pictures?limit=1')).statusCode, 200)
  })
  assert.deepEqual(events, [
    {
      type: 'owner.read',
      detail: {
        method: 'GET',
        route: '/v1/owner/orders',
        status: 200,
        status_filter: 'paid',
        from: null,
        to: null,
        searched: true,
        limit: 50,
        rows: 1,
        total: 1,
      },
    },
    {
      type: 'owner.read',
      detail: {
        method: 'GET',
        route: '/v1/owner/orders/:number',
        status: 200,
        order_number: order.number,
      },
    },
    {
      type: 'owner.read',
      detail: {
        method: 'GET',
        route: '/v1/owner/orders/export',
        status: 200,
        from: '2025-03-01',
        to: '2025-03-31',
        rows: 0,
      },
    },
    {
      type: 'owner.read',
      detail: {
        method: 'GET',
        route: '/v1/owner/invoices/export',
        status: 200,
        month: '2025-03',
        rows: 0,
      },
    },
  ])
  assert.ok(!JSON.stringify(events).includes(tag), 'the record holds what was searched for')
})

test('every route of the owner’s tables exists: none is recorded under a name it no longer has', () => {
  for (const key of [...Object.keys(OWNER_CHANGES), ...Object.keys(OWNER_READS)]) {
    const [method, path] = key.split(' ') as [string, string]
    const url = `/v1/owner${path}`
    assert.ok(
      testApp.app.hasRoute({ method: method as 'GET', url }) ||
        testApp.app.hasRoute({ method: method as 'GET', url: `${url}/` }),
      key,
    )
  }
})

test('an owner route that writes with no record of what it changed stops the API from starting', async () => {
  const describe = OWNER_CHANGES['POST /invoices']!
  delete OWNER_CHANGES['POST /invoices']
  try {
    await assert.rejects(async () => {
      const app = await buildApp({
        config: testApp.config,
        database: testApp.database,
        passwordHashing: TEST_HASHING,
      })
      await app.close()
    }, /POST \/v1\/owner\/invoices writes but security\/owner-audit.ts cannot say what/)
  } finally {
    OWNER_CHANGES['POST /invoices'] = describe
  }
})
