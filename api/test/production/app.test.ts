import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { DEMO_OWNER_TOKEN, loadConfig } from '../../src/config.js'
import { build, type TestApp } from '../helper.js'
import { PRODUCTION_ENV } from './settings.js'

const SHOP = 'https://www.obrazarna.test'
const LOCALHOST = 'http://localhost:9000'

function cookieHeaders(response: { headers: Record<string, unknown> }): string[] {
  const header = response.headers['set-cookie']
  return Array.isArray(header) ? header : [String(header)]
}

/**
 * The sandbox's callback, with a CSRF token so that the shop's own check passes: 403 for the missing
 * signature where the route exists, 404 where it does not.
 */
function sandboxCallback(testApp: TestApp) {
  return testApp.visitor().post('/v1/payments/callback/sandbox', {})
}

async function allowedOrigin(testApp: TestApp, origin: string) {
  const response = await testApp.app.inject({ url: '/v1/categories', headers: { origin } })
  return response.headers['access-control-allow-origin']
}

describe('the API with production settings', async () => {
  const production = await build({
    ...loadConfig(PRODUCTION_ENV),
    mediaCacheDir: `/tmp/print-shop-media-test-${process.pid}`,
  })

  it('has no dev routes (the outbox with its reset links) and no owner calls without a token', async () => {
    const response = await production.app.inject({ url: '/v1/dev/mail' })
    assert.equal(response.statusCode, 404)
    // Nor the owner's calls, without an OWNER_TOKEN of its own: not even the demo's token opens them.
    const owner = await production.app.inject({
      url: '/v1/owner/orders',
      headers: { authorization: `Bearer ${DEMO_OWNER_TOKEN}` },
    })
    assert.equal(owner.statusCode, 404)
  })

  it('sends its cookies with Secure', async () => {
    const cookies = cookieHeaders(await production.visitor().get('/v1/csrf'))
    assert.equal(cookies.length, 2, cookies.join(' | '))
    for (const cookie of cookies) assert.match(cookie, /; Secure/, cookie)
  })

  it('answers the configured origin with cookies and refuses localhost', async () => {
    assert.equal(await allowedOrigin(production, SHOP), SHOP)
    assert.equal(await allowedOrigin(production, LOCALHOST), undefined)
  })

  it('has no sandbox gateway: its callback is not even a route', async () => {
    assert.deepEqual(production.config.payments.gateways, { card: null, gopay: null })
    assert.equal((await sandboxCallback(production)).statusCode, 404)
  })
})

describe('the API in demo mode (SHOP_MODE=demo)', async () => {
  const demo = await build()

  it('has the dev outbox, cookies without Secure, localhost origins and the sandbox', async () => {
    assert.equal((await demo.app.inject({ url: '/v1/dev/mail' })).statusCode, 200)
    const cookies = cookieHeaders(await demo.visitor().get('/v1/csrf'))
    assert.equal(cookies.length, 2)
    for (const cookie of cookies) assert.doesNotMatch(cookie, /Secure/, cookie)
    assert.equal(await allowedOrigin(demo, LOCALHOST), LOCALHOST)
    assert.equal((await sandboxCallback(demo)).statusCode, 403)
  })
})
