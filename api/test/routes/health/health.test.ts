import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { build } from '../../helper.js'

describe('health and general answers', async () => {
  const testApp = await build()

  it('GET /health answers with the database kind', async () => {
    const response = await testApp.visitor().get('/health')
    assert.equal(response.statusCode, 200)
    assert.equal(response.json().status, 'ok')
  })

  it('an unknown address is a translated 404 with Content-Language', async () => {
    const visitor = testApp.visitor()
    const cs = await visitor.get('/v1/nothing-here')
    assert.equal(cs.statusCode, 404)
    assert.equal(cs.headers['content-language'], 'cs')
    visitor.language = 'en'
    const en = await visitor.get('/v1/nothing-here')
    assert.equal(en.headers['content-language'], 'en')
    assert.notEqual(cs.json().message, en.json().message)
  })

  it('malformed JSON is 400, a wrong content type 415, an oversized body 413: never 500', async () => {
    const visitor = testApp.visitor()
    await visitor.get('/v1/csrf')
    const malformed = await visitor.post('/v1/auth/password/forgot', '{"email": ', {
      headers: { 'content-type': 'application/json' },
    })
    assert.equal(malformed.statusCode, 400)
    assert.match(malformed.json().message, /\S/)
    const text = await visitor.post('/v1/auth/password/forgot', 'email=a@b.cz', {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
    assert.equal(text.statusCode, 415)
    const huge = await visitor.post('/v1/auth/password/forgot', {
      email: `${'a'.repeat(70 * 1024)}@b.cz`,
    })
    assert.equal(huge.statusCode, 413)
  })

  it('a NUL character in a field is a 422 on that field', async () => {
    const visitor = testApp.visitor()
    const response = await visitor.post('/v1/auth/password/forgot', {
      email: 'jana\u0000@example.cz',
    })
    assert.equal(response.statusCode, 422)
    assert.ok(response.json().errors.email)
  })

  it('CORS lets the storefront origin call with credentials and nobody else', async () => {
    const allowed = await testApp.app.inject({
      method: 'OPTIONS',
      url: '/v1/auth/login',
      headers: {
        origin: 'http://localhost:9000',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,x-xsrf-token',
      },
    })
    assert.equal(allowed.headers['access-control-allow-origin'], 'http://localhost:9000')
    assert.equal(allowed.headers['access-control-allow-credentials'], 'true')
    assert.match(String(allowed.headers['access-control-allow-headers']), /X-XSRF-TOKEN/i)
    const foreign = await testApp.app.inject({
      method: 'OPTIONS',
      url: '/v1/auth/login',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    })
    assert.equal(foreign.headers['access-control-allow-origin'], undefined)
  })
})
