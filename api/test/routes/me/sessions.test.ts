import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { eq } from 'drizzle-orm'
import { describeUserAgent } from '../../../src/accounts/devices.js'
import { sessions } from '../../../src/db/schema.js'
import { build, signedInVisitor } from '../../helper.js'

const CHROME_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1'

interface SessionResource {
  id: string
  attributes: {
    browser: string | null
    system: string | null
    signed_in_at: string
    last_seen_at: string
    expires_at: string
    remember: boolean
    current: boolean
  }
}

describe('/v1/me/sessions', async () => {
  const testApp = await build()

  /** The same account signed in on a second device. */
  async function secondDevice(email: string, password: string, agent: string) {
    const device = testApp.visitor()
    const response = await device.request('POST', '/v1/auth/login', {
      body: { username: email, password, remember: true },
      headers: { 'user-agent': agent },
    })
    assert.equal(response.statusCode, 200, response.body)
    return device
  }

  it('lists where the shopper is signed in, this device marked, the other named', async () => {
    const { visitor, email, password } = await signedInVisitor(testApp)
    await secondDevice(email, password, SAFARI_IPHONE)
    const response = await visitor.get('/v1/me/sessions')
    assert.equal(response.statusCode, 200)
    const { data, meta } = response.json() as { data: SessionResource[]; meta: { total: number } }
    assert.equal(meta.total, 2)
    const current = data.filter((session) => session.attributes.current)
    assert.equal(current.length, 1)
    const phone = data.find((session) => !session.attributes.current)!
    assert.equal(phone.attributes.browser, 'Safari')
    assert.equal(phone.attributes.system, 'iOS')
    assert.equal(phone.attributes.remember, true)
    assert.match(phone.id, /^[\w-]{24}$/)
    // The id is not the key the cookie is looked up by.
    const rows = await testApp.database.db.select({ idHash: sessions.idHash }).from(sessions)
    assert.ok(rows.every((row) => !row.idHash.startsWith(phone.id)))
  })

  it('signs one other device out, or every device but this one', async () => {
    const { visitor, email, password } = await signedInVisitor(testApp)
    const phone = await secondDevice(email, password, SAFARI_IPHONE)
    const laptop = await secondDevice(email, password, CHROME_WINDOWS)
    const listed = (await visitor.get('/v1/me/sessions')).json().data as SessionResource[]
    const phoneSession = listed.find((session) => session.attributes.system === 'iOS')!
    const thisOne = listed.find((session) => session.attributes.current)!

    assert.equal((await visitor.delete(`/v1/me/sessions/${phoneSession.id}`)).statusCode, 204)
    assert.equal((await phone.get('/v1/me')).statusCode, 401)
    assert.equal((await laptop.get('/v1/me')).statusCode, 200)
    // This device signs out through the sign-out call; an unknown id is not found.
    assert.equal((await visitor.delete(`/v1/me/sessions/${thisOne.id}`)).statusCode, 404)
    assert.equal((await visitor.delete(`/v1/me/sessions/${'0'.repeat(24)}`)).statusCode, 404)

    assert.equal((await visitor.delete('/v1/me/sessions')).statusCode, 204)
    assert.equal((await laptop.get('/v1/me')).statusCode, 401)
    assert.equal((await visitor.get('/v1/me')).statusCode, 200)
    assert.equal((await visitor.get('/v1/me/sessions')).json().meta.total, 1)
  })

  it("cannot see or end another shopper's sessions", async () => {
    const first = await signedInVisitor(testApp)
    const second = await signedInVisitor(testApp)
    const theirs = (await second.visitor.get('/v1/me/sessions')).json().data as SessionResource[]
    const response = await first.visitor.delete(`/v1/me/sessions/${theirs[0]!.id}`)
    assert.equal(response.statusCode, 404)
    assert.equal((await second.visitor.get('/v1/me')).statusCode, 200)
    assert.equal((await testApp.visitor().get('/v1/me/sessions')).statusCode, 401)
  })

  it('ends a session left idle for two hours', async () => {
    const { visitor, userId } = await signedInVisitor(testApp)
    // Last active two hours and a minute ago: the sliding expiry was then set two hours on.
    const lastActive = Date.now() - 121 * 60_000
    await testApp.database.db
      .update(sessions)
      .set({ lastSeenAt: new Date(lastActive), expiresAt: new Date(lastActive + 2 * 3_600_000) })
      .where(eq(sessions.userId, userId))
    assert.equal((await visitor.get('/v1/me')).statusCode, 401)
  })

  it('ends a session at its absolute lifetime however active it stays', async () => {
    const { visitor, userId } = await signedInVisitor(testApp)
    // Signed in 13 hours ago (a normal session lasts at most 12), active a minute ago.
    const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000)
    await testApp.database.db
      .update(sessions)
      .set({ createdAt: hoursAgo(13), lastSeenAt: hoursAgo(0.02) })
      .where(eq(sessions.userId, userId))
    assert.equal((await visitor.get('/v1/me')).statusCode, 401)
    const left = await testApp.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, userId))
    assert.equal(left.length, 0)
  })

  it('never slides a remembered session past 90 days from sign-in', async () => {
    const { visitor, userId } = await signedInVisitor(testApp, { remember: true })
    const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000)
    // 89.5 days in, with the sliding expiry due for renewal (written a day ago).
    await testApp.database.db
      .update(sessions)
      .set({ createdAt: daysAgo(89.5), expiresAt: new Date(Date.now() + 29 * 86_400_000) })
      .where(eq(sessions.userId, userId))
    assert.equal((await visitor.get('/v1/me')).statusCode, 200)
    const [row] = await testApp.database.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, userId))
    const deadline = daysAgo(89.5).getTime() + 90 * 86_400_000
    assert.ok(Math.abs(row!.expiresAt.getTime() - deadline) < 5_000)
  })
})

describe('describeUserAgent', () => {
  it('names the browsers and systems a shopper would recognise', () => {
    assert.deepEqual(describeUserAgent(CHROME_WINDOWS), { browser: 'Chrome', system: 'Windows' })
    assert.deepEqual(describeUserAgent(SAFARI_IPHONE), { browser: 'Safari', system: 'iOS' })
    assert.deepEqual(
      describeUserAgent(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      ),
      { browser: 'Edge', system: 'Windows' },
    )
    assert.deepEqual(
      describeUserAgent(
        'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
      ),
      { browser: 'Chrome', system: 'Android' },
    )
    assert.deepEqual(
      describeUserAgent('Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0'),
      { browser: 'Firefox', system: 'Linux' },
    )
    assert.deepEqual(describeUserAgent('curl/8.5.0'), { browser: null, system: null })
    assert.deepEqual(describeUserAgent(null), { browser: null, system: null })
  })
})
