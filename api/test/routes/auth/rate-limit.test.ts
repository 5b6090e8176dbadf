import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { RELAXED_LIMITS, build, registration } from '../../helper.js'

describe('rate limits on sign-in, registration and passwords', async () => {
  const testApp = await build({
    rateLimits: {
      ...RELAXED_LIMITS,
      login: { max: 3, timeWindow: 60_000 },
      register: { max: 2, timeWindow: 60_000 },
      forgot: { max: 2, timeWindow: 60_000 },
    },
  })

  it('answers 429 with Retry-After to the fourth sign-in within the window, whatever the outcome', async () => {
    const visitor = testApp.visitor()
    for (let attempt = 1; attempt <= 3; attempt++) {
      const response = await visitor.post('/v1/auth/login', {
        username: 'jana@example.cz',
        password: `guess-${attempt}`,
      })
      assert.equal(response.statusCode, 422)
    }
    const blocked = await visitor.post('/v1/auth/login', {
      username: 'jana@example.cz',
      password: 'guess-4',
    })
    assert.equal(blocked.statusCode, 429)
    const retryAfter = Number(blocked.headers['retry-after'])
    assert.ok(retryAfter > 0 && retryAfter <= 60, `Retry-After ${blocked.headers['retry-after']}`)
    assert.match(
      blocked.json().message,
      /^Příliš mnoho pokusů\. Zkuste to prosím znovu za \d+ s\.$/,
    )
  })

  it('limits registration and forgotten-password requests too, each on its own count', async () => {
    for (let attempt = 1; attempt <= 2; attempt++) {
      assert.equal(
        (await testApp.visitor().post('/v1/auth/register', registration())).statusCode,
        201,
      )
    }
    assert.equal(
      (await testApp.visitor().post('/v1/auth/register', registration())).statusCode,
      429,
    )

    const visitor = testApp.visitor()
    visitor.language = 'en'
    for (let attempt = 1; attempt <= 2; attempt++) {
      assert.equal(
        (await visitor.post('/v1/auth/password/forgot', { email: 'jana@example.cz' })).statusCode,
        200,
      )
    }
    const blocked = await visitor.post('/v1/auth/password/forgot', { email: 'jana@example.cz' })
    assert.equal(blocked.statusCode, 429)
    assert.match(blocked.json().message, /^Too many attempts/)
    assert.ok(blocked.headers['retry-after'])
  })
})
