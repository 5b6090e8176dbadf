import assert from 'node:assert/strict'
import { test } from 'node:test'
import { desc, like } from 'drizzle-orm'
import { securityEvents } from '../../src/db/schema.js'
import { build } from '../helper.js'
import { owner, sizeOf } from './prices-fixtures.js'

const testApp = await build()
const call = owner(testApp)

async function ownerEvents() {
  return testApp.app.db
    .select({ type: securityEvents.type, detail: securityEvents.detail })
    .from(securityEvents)
    .where(like(securityEvents.type, 'owner.%'))
    .orderBy(desc(securityEvents.id))
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

test("the owner's changes are recorded, dry runs marked; reading is not", async () => {
  const before = (await ownerEvents()).length
  assert.equal((await call('GET', '/prices')).statusCode, 200)
  assert.equal((await ownerEvents()).length, before)

  const size = await sizeOf(testApp.app.db, 'fotografie', 150, 100)
  const dry = await call('PATCH', `/prices/sizes/${size.id}?dry_run=true`, { price_czk: 1500 })
  assert.equal(dry.statusCode, 200, dry.body)
  const refused = await call('PATCH', `/prices/sizes/${size.id}`, { price_czk: -1 })
  assert.equal(refused.statusCode, 422)
  const [event, ...rest] = await ownerEvents()
  assert.equal(rest.length, before)
  assert.deepEqual(event, {
    type: 'owner.changed',
    detail: { method: 'PATCH', route: '/v1/owner/prices/sizes/:id', status: 200, dry_run: true },
  })
})
