import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { desc, eq, gt, sql } from 'drizzle-orm'
import { securityEvents, users } from '../../src/db/schema.js'
import { purgeSecurityEvents } from '../../src/security/events.js'
import { build, RELAXED_LIMITS, signedInVisitor, type TestApp, type Visitor } from '../helper.js'
import { linkIn, mailsTo, socialProvider, verificationToken } from '../routes/auth/fixtures.js'
import { logCapture } from './log-capture.js'

const NEW_PASSWORD = 'Zeleny-Kopec-1987x'

async function lastEventId(testApp: TestApp): Promise<number> {
  const [last] = await testApp.database.db
    .select({ id: securityEvents.id })
    .from(securityEvents)
    .orderBy(desc(securityEvents.id))
    .limit(1)
  return last?.id ?? 0
}

/** The events recorded while `act` ran, oldest first. */
async function eventsDuring(testApp: TestApp, act: () => Promise<unknown>) {
  const since = await lastEventId(testApp)
  await act()
  return testApp.database.db
    .select()
    .from(securityEvents)
    .where(gt(securityEvents.id, since))
    .orderBy(securityEvents.id)
}

/** The visitor's session id and CSRF token: neither may reach an event. */
const sessionSecrets = (visitor: Visitor) =>
  [visitor.cookies.get('obrazarna_session'), visitor.cookies.get('XSRF-TOKEN')].filter(
    (value): value is string => Boolean(value),
  )

function assertNoSecrets(recorded: unknown, secrets: string[]) {
  const text = JSON.stringify(recorded)
  for (const secret of secrets) assert.ok(!text.includes(secret), `an event holds ${secret}`)
}

describe('the security event log', async () => {
  const provider = await socialProvider()
  const log = logCapture()
  const testApp = await build({ ...provider.config }, log.logger)

  it('records a password sign-in once, with account, address and method, and a log line', async () => {
    const { email, password, userId } = await signedInVisitor(testApp)
    const visitor = testApp.visitor()
    const events = await eventsDuring(testApp, async () => {
      const response = await visitor.post('/v1/auth/login', { username: email, password })
      assert.equal(response.statusCode, 200)
    })
    assert.deepEqual(
      events.map(({ type, userId, ip, detail }) => ({ type, userId, ip, detail })),
      [
        {
          type: 'sign_in.succeeded',
          userId,
          ip: '127.0.0.1',
          detail: { method: 'password', remember: false },
        },
      ],
    )
    const lines = log.entries('security event').filter((entry) => entry.user_id === userId)
    assert.deepEqual(
      lines.map((line) => line.event),
      ['sign_in.succeeded'],
    )
    assertNoSecrets([events, lines], [password, ...sessionSecrets(visitor)])
  })

  it('records failed sign-ins: with the account for a wrong password, never what was typed', async () => {
    const { email, userId } = await signedInVisitor(testApp)
    const unknown = `nikdo.${process.pid}@example.cz`
    const events = await eventsDuring(testApp, async () => {
      const visitor = testApp.visitor()
      const wrong = await visitor.post('/v1/auth/login', {
        username: email,
        password: 'hadane-Heslo-42',
      })
      assert.equal(wrong.statusCode, 422)
      const nobody = await visitor.post('/v1/auth/login', { username: unknown, password: 'x' })
      assert.equal(nobody.statusCode, 422)
    })
    assert.deepEqual(
      events.map(({ type, userId, detail }) => ({ type, userId, detail })),
      [
        { type: 'sign_in.failed', userId, detail: { method: 'password' } },
        { type: 'sign_in.failed', userId: null, detail: { method: 'password' } },
      ],
    )
    assertNoSecrets(events, ['hadane-Heslo-42', unknown, email])
  })

  it('records a CSRF refusal (419) once a minute per address and route', async () => {
    const visitor = testApp.visitor()
    await visitor.get('/v1/csrf')
    const events = await eventsDuring(testApp, async () => {
      for (let attempt = 0; attempt < 3; attempt++) {
        const response = await visitor.post('/v1/owners/5', {}, { csrf: false })
        assert.equal(response.statusCode, 419)
      }
    })
    assert.deepEqual(
      events.map(({ type, detail }) => ({ type, detail })),
      [{ type: 'csrf.rejected', detail: { method: 'POST', route: '/v1/owners/:id' } }],
    )
    assertNoSecrets(events, sessionSecrets(visitor))
  })

  it('records a rate limit on sign-in (429) once a minute, not per refused request', async () => {
    const limited = await build({
      rateLimits: { ...RELAXED_LIMITS, login: { max: 1, timeWindow: 60_000 } },
    })
    const visitor = limited.visitor()
    const statuses: number[] = []
    const events = await eventsDuring(limited, async () => {
      for (let attempt = 0; attempt < 4; attempt++)
        statuses.push(
          (await visitor.post('/v1/auth/login', { username: 'a@b.cz', password: 'x' })).statusCode,
        )
    })
    assert.deepEqual(statuses, [422, 429, 429, 429])
    assert.deepEqual(
      events.map(({ type, detail }) => ({ type, detail })),
      [
        { type: 'sign_in.failed', detail: { method: 'password' } },
        { type: 'rate_limited', detail: { method: 'POST', route: '/v1/auth/login' } },
      ],
    )
  })

  it('records a password change without either password', async () => {
    const { visitor, password, userId } = await signedInVisitor(testApp)
    const events = await eventsDuring(testApp, async () => {
      const response = await visitor.post('/v1/auth/password/update', {
        current_password: password,
        password: NEW_PASSWORD,
        password_confirmation: NEW_PASSWORD,
      })
      assert.equal(response.statusCode, 200, response.body)
    })
    assert.deepEqual(
      events.map(({ type, userId, detail }) => ({ type, userId, detail })),
      [{ type: 'password.changed', userId, detail: { first: false } }],
    )
    assertNoSecrets(events, [password, NEW_PASSWORD, ...sessionSecrets(visitor)])
  })

  it('records a password reset without the token', async () => {
    const { email, userId } = await signedInVisitor(testApp)
    await testApp.visitor().post('/v1/auth/password/forgot', { email })
    const [mail] = await mailsTo(testApp, email)
    const token = linkIn(mail!).searchParams.get('token')!
    const events = await eventsDuring(testApp, async () => {
      const response = await testApp.visitor().post('/v1/auth/password/reset', {
        email,
        token,
        password: NEW_PASSWORD,
        password_confirmation: NEW_PASSWORD,
      })
      assert.equal(response.statusCode, 200, response.body)
    })
    assert.deepEqual(
      events.map(({ type, userId }) => ({ type, userId })),
      [{ type: 'password.reset', userId }],
    )
    assertNoSecrets(events, [token, NEW_PASSWORD])
  })

  it('records an e-mail change when asked for and when confirmed, without the addresses', async () => {
    const { visitor, password, userId, email } = await signedInVisitor(testApp)
    const newEmail = `nova.${process.pid}.${userId}@example.cz`
    const asked = await eventsDuring(testApp, async () => {
      const response = await visitor.patch('/v1/me', {
        email: newEmail,
        current_password: password,
      })
      assert.equal(response.statusCode, 200, response.body)
    })
    const token = await verificationToken(testApp, newEmail)
    const confirmed = await eventsDuring(testApp, async () => {
      const response = await visitor.post('/v1/auth/email/verify', { token })
      assert.equal(response.statusCode, 200, response.body)
    })
    assert.deepEqual(
      [...asked, ...confirmed].map(({ type, userId }) => ({ type, userId })),
      [
        { type: 'email.change_requested', userId },
        { type: 'email.changed', userId },
      ],
    )
    assertNoSecrets([asked, confirmed], [email, newEmail, token, password])
  })

  it('records a Google account linked by its verified e-mail, and the sign-in with it', async () => {
    const { email, userId } = await signedInVisitor(testApp)
    await testApp.database.db
      .update(users)
      .set({ emailVerifiedAt: new Date() })
      .where(eq(users.id, userId))
    const token = await provider.googleToken({ sub: provider.subject(), email })
    const events = await eventsDuring(testApp, async () => {
      const response = await testApp.visitor().post('/v1/auth/login', { token, driver: 'google' })
      assert.equal(response.statusCode, 200, response.body)
    })
    assert.deepEqual(
      events.map(({ type, userId, detail }) => ({ type, userId, detail })),
      [
        { type: 'social.linked', userId, detail: { provider: 'google' } },
        { type: 'sign_in.succeeded', userId, detail: { method: 'google', remember: false } },
      ],
    )
    assertNoSecrets(events, [token])
  })

  it('records the deletion of an account, with its id, after the account is gone', async () => {
    const { visitor, password, userId } = await signedInVisitor(testApp)
    const events = await eventsDuring(testApp, async () => {
      const response = await visitor.post('/v1/me/destroy', { password })
      assert.equal(response.statusCode, 200, response.body)
    })
    assert.deepEqual(
      events.map(({ type, userId }) => ({ type, userId })),
      [{ type: 'account.deleted', userId }],
    )
    assertNoSecrets(events, [password, ...sessionSecrets(visitor)])
  })

  it('deletes events older than the retention, and refuses to change any', async () => {
    const { db } = testApp.database
    const now = new Date()
    const [old, recent] = await db
      .insert(securityEvents)
      .values([
        { type: 'sign_in.failed', at: new Date(now.getTime() - 366 * 86_400_000), detail: {} },
        { type: 'sign_in.failed', at: new Date(now.getTime() - 364 * 86_400_000), detail: {} },
      ])
      .returning({ id: securityEvents.id })
    assert.equal(testApp.config.retention.securityEventDays, 365)
    assert.equal(await purgeSecurityEvents(db, 365, now), 1)
    const left = await db.select({ id: securityEvents.id }).from(securityEvents)
    assert.ok(!left.some((row) => row.id === old!.id))
    assert.ok(left.some((row) => row.id === recent!.id))
    await assert.rejects(
      db.execute(
        sql`update security_events set type = 'nothing happened' where id = ${recent!.id}`,
      ),
      (error: Error) => /cannot be changed/.test(String((error.cause as Error).message)),
    )
  })
})
