import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { build, signedInVisitor } from '../../helper.js'
import { SESSION_COOKIE, cookie } from './fixtures.js'

describe('POST /v1/auth/logout/normal', async () => {
  const testApp = await build()

  it('ends the session and clears the cookies', async () => {
    const { visitor } = await signedInVisitor(testApp)
    const session = visitor.cookies.get(SESSION_COOKIE)
    const response = await visitor.post('/v1/auth/logout/normal')
    assert.equal(response.statusCode, 204)
    assert.equal(cookie(response, SESSION_COOKIE)?.value, '')
    assert.equal(visitor.cookies.has(SESSION_COOKIE), false)
    assert.equal((await visitor.get('/v1/me')).statusCode, 401)
    const replayed = await testApp.app.inject({
      method: 'GET',
      url: '/v1/me',
      headers: { cookie: `${SESSION_COOKIE}=${session}` },
    })
    assert.equal(replayed.statusCode, 401)
  })

  it('is fine for an anonymous visitor with a session', async () => {
    const visitor = testApp.visitor()
    await visitor.get('/v1/csrf')
    assert.equal((await visitor.post('/v1/auth/logout/normal')).statusCode, 204)
  })

  it('answers 419 without a session or without the CSRF header', async () => {
    const stranger = await testApp.visitor().post('/v1/auth/logout/normal', {}, { csrf: false })
    assert.equal(stranger.statusCode, 419)
    const { visitor } = await signedInVisitor(testApp)
    assert.equal(
      (await visitor.post('/v1/auth/logout/normal', {}, { csrf: false })).statusCode,
      419,
    )
    assert.equal((await visitor.get('/v1/me')).statusCode, 200)
  })
})
