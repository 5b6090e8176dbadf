import assert from 'node:assert/strict'
import { test } from 'node:test'
import { loadConfig } from '../../../src/config.js'
import { build, DEMO_ENV, signedInVisitor } from '../../helper.js'
import { PRODUCTION_ENV } from '../../production/settings.js'
import { readyBasket, shopIds } from '../baskets/fixtures.js'

test('the sandbox gateway runs in demo mode only: production refuses it, even on a key of its own', () => {
  const none = { card: null, gopay: null }
  assert.deepEqual(loadConfig(DEMO_ENV).payments.gateways, { card: 'sandbox', gopay: 'sandbox' })
  assert.deepEqual(loadConfig(PRODUCTION_ENV).payments.gateways, none)
  for (const secret of [{}, { PAYMENT_SANDBOX_SECRET: 'staging-secret' }])
    assert.throws(
      () => loadConfig({ ...PRODUCTION_ENV, ...secret, PAYMENT_GATEWAY: 'sandbox' }),
      /PAYMENT_GATEWAY: sandbox marks orders paid without any money/,
    )
  const demo = loadConfig({ ...DEMO_ENV, PAYMENT_SANDBOX_SECRET: 'demo-secret' })
  assert.equal(demo.payments.sandboxSecret, 'demo-secret')
  assert.deepEqual(loadConfig({ ...DEMO_ENV, PAYMENT_GATEWAY: 'none' }).payments.gateways, none)
  assert.throws(
    () => loadConfig({ ...DEMO_ENV, PAYMENT_GATEWAY: 'stripe' }),
    /sandbox, gopay, comgate or none, not stripe/,
  )
})

test('without a gateway the shop takes bank transfers only, and the sandbox does not exist', async () => {
  const defaults = loadConfig(DEMO_ENV)
  const testApp = await build({
    payments: { ...defaults.payments, gateways: { card: null, gopay: null } },
  })
  const ids = await shopIds(testApp)
  const { visitor } = await signedInVisitor(testApp)

  assert.equal((await testApp.app.inject({ url: '/v1/payments/sandbox/abc' })).statusCode, 404)
  const uuid = await readyBasket(visitor, ids)
  for (const method of ['card', 'gopay']) {
    const refused = await visitor.patch(`/v1/baskets/${uuid}`, { payment_method: method })
    assert.equal(refused.statusCode, 422, method)
    assert.match(refused.json().errors.payment_method[0], /Zvolte prosím bankovní převod/)
  }
  const basket = (await visitor.get(`/v1/baskets/${uuid}`)).json().data.attributes
  assert.equal(basket.payment_method, 'bank_transfer', 'the refused change wrote nothing')

  const placed = await visitor.post(`/v1/baskets/${uuid}/checkout`, { terms_accepted: true })
  assert.equal(placed.statusCode, 201)
  assert.equal(placed.json().meta.payment_url, null)
})
