import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { build } from '../../helper.js'

describe('GET /v1/csrf and the CSRF check', async () => {
  const testApp = await build()

  it('starts a session and sets a readable XSRF-TOKEN cookie next to an HttpOnly session cookie', async () => {
    const response = await testApp.visitor().get('/v1/csrf')
    assert.equal(response.statusCode, 204)
    const cookies = Object.fromEntries(
      (response.cookies as { name: string; httpOnly?: boolean; sameSite?: string }[]).map((c) => [
        c.name,
        c,
      ]),
    )
    assert.equal(cookies['XSRF-TOKEN']?.httpOnly, undefined)
    assert.equal(cookies['XSRF-TOKEN']?.sameSite, 'Lax')
    assert.equal(cookies.obrazarna_session?.httpOnly, true)
    assert.equal(cookies.obrazarna_session?.sameSite, 'Lax')
  })

  it('keeps the session and its token when asked again', async () => {
    const visitor = testApp.visitor()
    await visitor.get('/v1/csrf')
    const [session, token] = [
      visitor.cookies.get('obrazarna_session'),
      visitor.cookies.get('XSRF-TOKEN'),
    ]
    await visitor.get('/v1/csrf')
    assert.equal(visitor.cookies.get('obrazarna_session'), session)
    assert.equal(visitor.cookies.get('XSRF-TOKEN'), token)
  })

  it('answers 419 to an unsafe call without the header, with a wrong one, or without a session, and changes nothing', async () => {
    const visitor = testApp.visitor()
    await visitor.get('/v1/csrf')
    const missing = await visitor.post('/v1/owners/5', {}, { csrf: false })
    assert.equal(missing.statusCode, 419)
    assert.match(missing.json().message, /\S/)
    const wrong = await visitor.post(
      '/v1/owners/5',
      {},
      { csrf: false, headers: { 'x-xsrf-token': 'guess' } },
    )
    assert.equal(wrong.statusCode, 419)
    const stranger = testApp.visitor()
    const noSession = await stranger.post(
      '/v1/auth/password/forgot',
      { email: 'a@b.cz' },
      { csrf: false, headers: { 'x-xsrf-token': visitor.cookies.get('XSRF-TOKEN')! } },
    )
    assert.equal(noSession.statusCode, 419)
    const outbox = await testApp.visitor().get('/v1/dev/mail')
    assert.equal(outbox.json().data.length, 0)
  })

  it("is not fooled by another visitor's token", async () => {
    const alice = testApp.visitor()
    const bob = testApp.visitor()
    await alice.get('/v1/csrf')
    await bob.get('/v1/csrf')
    const response = await bob.post(
      '/v1/owners/1',
      {},
      { csrf: false, headers: { 'x-xsrf-token': alice.cookies.get('XSRF-TOKEN')! } },
    )
    assert.equal(response.statusCode, 419)
  })
})
