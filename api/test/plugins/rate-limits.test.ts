import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { like } from 'drizzle-orm'
import { ConfigError, loadConfig, type Config } from '../../src/config.js'
import { rateLimitHits } from '../../src/db/schema.js'
import {
  DEMO_ENV,
  RELAXED_LIMITS,
  build,
  registration,
  signedInVisitor,
  type TestApp,
} from '../helper.js'
import { PRODUCTION_ENV } from '../production/settings.js'
import { fromAddress, keepCookies, retryAfter } from './from-address.js'

const TWO_A_MINUTE = { max: 2, timeWindow: 60_000 }

/** GET /csrf by a visitor without a session, from `address`: each one counts as a new session. */
async function newSession(testApp: TestApp, address: string, forwardedFor?: string) {
  const headers = forwardedFor ? { 'x-forwarded-for': forwardedFor } : undefined
  const response = await fromAddress(testApp.visitor(), address).get('/v1/csrf', headers)
  return response.statusCode
}

describe('limits by address', async () => {
  const testApp = await build({ rateLimits: { ...RELAXED_LIMITS, newSession: TWO_A_MINUTE } })

  it('counts a whole IPv6 /64 as one address, and the next /64 apart', async () => {
    assert.equal(await newSession(testApp, '2001:db8:0:1::1'), 204)
    assert.equal(await newSession(testApp, '2001:db8:0:1:ffff:ffff:ffff:ffff'), 204)
    assert.equal(await newSession(testApp, '2001:db8:0:1:1234::5'), 429)
    assert.equal(await newSession(testApp, '2001:db8:0:2::1'), 204)
  })

  it('counts an IPv4-mapped IPv6 address as the IPv4 address', async () => {
    assert.equal(await newSession(testApp, '203.0.113.20'), 204)
    assert.equal(await newSession(testApp, '::ffff:203.0.113.20'), 204)
    assert.equal(await newSession(testApp, '203.0.113.20'), 429)
  })

  it('ignores X-Forwarded-For unless TRUST_PROXY is set, so a new one each time does not help', async () => {
    assert.equal(loadConfig(DEMO_ENV).trustProxy, false)
    const statuses = []
    for (let attempt = 1; attempt <= 3; attempt++)
      statuses.push(await newSession(testApp, '192.0.2.10', `198.51.100.${attempt}`))
    assert.deepEqual(statuses, [204, 204, 429])
  })

  it('does not count GET /csrf from a visitor who already has a session', async () => {
    const visitor = testApp.visitor()
    const from = fromAddress(visitor, '192.0.2.11')
    keepCookies(visitor, await from.get('/v1/csrf'))
    for (let attempt = 1; attempt <= 5; attempt++)
      assert.equal((await from.get('/v1/csrf')).statusCode, 204)
  })
})

describe('the API with production settings and no TRUST_PROXY', async () => {
  const production = await build({
    ...loadConfig(PRODUCTION_ENV),
    mediaCacheDir: `/tmp/print-shop-media-test-${process.pid}`,
  })

  it('does not let a spoofed X-Forwarded-For reset the sign-in limit', async () => {
    const visitor = production.visitor()
    await visitor.get('/v1/csrf')
    const statuses = []
    for (let attempt = 1; attempt <= 11; attempt++) {
      const response = await visitor.post(
        '/v1/auth/login',
        { username: `nikdo.${attempt}@example.cz`, password: 'guess' },
        { headers: { 'x-forwarded-for': `198.51.100.${attempt}` } },
      )
      statuses.push(response.statusCode)
    }
    assert.deepEqual(statuses, [...Array<number>(10).fill(422), 429])
  })
})

describe('TRUST_PROXY=1: one proxy in front names the client', async () => {
  const testApp = await build({
    rateLimits: { ...RELAXED_LIMITS, newSession: TWO_A_MINUTE },
    trustProxy: loadConfig({ ...DEMO_ENV, TRUST_PROXY: '1' }).trustProxy,
  })

  it('counts the address the proxy appended to X-Forwarded-For, not the proxy nor what the client wrote', async () => {
    assert.equal(await newSession(testApp, '10.0.0.1', '198.51.100.7'), 204)
    assert.equal(await newSession(testApp, '10.0.0.1', '198.51.100.7'), 204)
    assert.equal(await newSession(testApp, '10.0.0.1', '198.51.100.8'), 204)
    // A client's own X-Forwarded-For comes first; the proxy appends the address it saw.
    assert.equal(await newSession(testApp, '10.0.0.1', '203.0.113.1, 198.51.100.7'), 429)
    const keys = await testApp.database.db
      .select({ key: rateLimitHits.key })
      .from(rateLimitHits)
      .where(like(rateLimitHits.key, 'GET /v1/csrf %'))
    assert.deepEqual(keys.map(({ key }) => key).sort(), [
      'GET /v1/csrf 198.51.100.7',
      'GET /v1/csrf 198.51.100.8',
    ])
  })
})

describe('TRUST_PROXY as addresses: only those peers may name the client', async () => {
  const testApp = await build({
    rateLimits: { ...RELAXED_LIMITS, newSession: TWO_A_MINUTE },
    trustProxy: loadConfig({ ...DEMO_ENV, TRUST_PROXY: '10.0.0.0/8, loopback' }).trustProxy,
  })

  it('takes X-Forwarded-For from a listed proxy and ignores it from anyone else', async () => {
    assert.equal(await newSession(testApp, '10.1.2.3', '198.51.100.9'), 204)
    assert.equal(await newSession(testApp, '10.200.0.1', '198.51.100.9'), 204)
    assert.equal(await newSession(testApp, '10.1.2.3', '198.51.100.9'), 429)
    for (const forwardedFor of ['198.51.100.21', '198.51.100.22'])
      assert.equal(await newSession(testApp, '192.0.2.77', forwardedFor), 204)
    assert.equal(await newSession(testApp, '192.0.2.77', '198.51.100.23'), 429)
  })
})

describe('the TRUST_PROXY setting', () => {
  const trustProxy = (value: string) => loadConfig({ ...DEMO_ENV, TRUST_PROXY: value }).trustProxy

  it('is off when unset, empty or 0, a hop count when a number, a list of peers otherwise', () => {
    assert.equal(loadConfig(DEMO_ENV).trustProxy, false)
    assert.equal(trustProxy(''), false)
    assert.equal(trustProxy('0'), false)
    assert.equal(trustProxy('2'), 2)
    assert.deepEqual(trustProxy('10.0.0.0/8, loopback,2001:db8::/32'), [
      '10.0.0.0/8',
      'loopback',
      '2001:db8::/32',
    ])
  })

  it('refuses true (any sender trusted) and anything that is not an address or a range', () => {
    for (const value of ['true', '10.0.0.0/33', 'proxy.internal', '10.0.0.1/8/2'])
      assert.throws(
        () => trustProxy(value),
        (error: unknown) => {
          assert.ok(error instanceof ConfigError)
          assert.match(error.message, /TRUST_PROXY/)
          return true
        },
      )
  })
})

describe('every route that checks a password or a code, or adds rows, has a limit', async () => {
  const once = { max: 1, timeWindow: 60_000 }
  const limits: Config['rateLimits'] = {
    ...RELAXED_LIMITS,
    ...Object.fromEntries(
      (
        [
          'login',
          'register',
          'forgot',
          'reset',
          'passwordUpdate',
          'destroyAccount',
          'updateMe',
          'useCoupon',
          'checkout',
          'createBasket',
          'newSession',
        ] as const
      ).map((name) => [name, once]),
    ),
  }
  const testApp = await build({ rateLimits: limits })
  const { visitor, email } = await signedInVisitor(testApp)
  const uuid = (await visitor.post('/v1/baskets')).json().data.id as string

  const calls: [
    string,
    (from: ReturnType<typeof fromAddress>) => ReturnType<typeof visitor.get>,
  ][] = [
    ['POST /auth/login', (from) => from.post('/v1/auth/login', { username: email, password: 'x' })],
    [
      'POST /auth/register',
      (from) => from.post('/v1/auth/register', registration({ terms_accepted: false })),
    ],
    ['POST /auth/password/forgot', (from) => from.post('/v1/auth/password/forgot', { email })],
    [
      'POST /auth/password/reset',
      (from) =>
        from.post('/v1/auth/password/reset', {
          email,
          token: 'not-a-token',
          password: 'Nove-heslo-2027',
          password_confirmation: 'Nove-heslo-2027',
        }),
    ],
    [
      'POST /auth/password/update',
      (from) =>
        from.post('/v1/auth/password/update', {
          current_password: 'guess',
          password: 'Nove-heslo-2027',
          password_confirmation: 'Nove-heslo-2027',
        }),
    ],
    ['POST /me/destroy', (from) => from.post('/v1/me/destroy', { password: 'guess' })],
    ['PATCH /me', (from) => from.patch('/v1/me', { name: 'Jana Nováková' })],
    [
      'POST /baskets/{uuid}/use_coupon',
      (from) => from.post(`/v1/baskets/${uuid}/use_coupon`, { coupon_code: 'NEEXISTUJE' }),
    ],
    [
      'POST /baskets/{uuid}/checkout',
      (from) => from.post(`/v1/baskets/${uuid}/checkout`, { terms_accepted: true }),
    ],
    ['POST /baskets', (from) => from.post('/v1/baskets')],
  ]

  calls.forEach(([route, call], index) => {
    it(`${route}: 429 with Retry-After once the address has used its allowance`, async () => {
      const from = fromAddress(visitor, `192.0.2.${100 + index}`)
      const first = await call(from)
      assert.notEqual(first.statusCode, 429, first.body)
      assert.notEqual(first.statusCode, 419, first.body)
      const second = await call(from)
      assert.equal(second.statusCode, 429)
      assert.ok(retryAfter(second) > 0 && retryAfter(second) <= 60)
      assert.match(second.json().message, /^Příliš mnoho pokusů/)
      // Another address still has its own allowance.
      assert.notEqual(
        (await call(fromAddress(visitor, `198.51.100.${100 + index}`))).statusCode,
        429,
      )
    })
  })

  it('GET /csrf: 429 once the address has started its allowance of sessions', async () => {
    assert.equal(await newSession(testApp, '192.0.2.200'), 204)
    assert.equal(await newSession(testApp, '192.0.2.200'), 429)
  })
})
