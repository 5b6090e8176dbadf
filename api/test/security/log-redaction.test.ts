import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { sql } from 'drizzle-orm'
import { safeError } from '../../src/lib/logging.js'
import { build, registration } from '../helper.js'
import { logCapture } from './log-capture.js'

const TOKEN = 'Zk3tQv9sT0kenL1keValue_4x7Jw2pRmY8nH5cB6dE0a'

describe('what the log keeps', async () => {
  const log = logCapture()
  const testApp = await build({}, log.logger)

  it('describes a database error by class, SQLSTATE and a message without the values', async () => {
    const error = await testApp.database.db
      .execute(sql`select ${TOKEN}::int`)
      .then(() => assert.fail('the query should fail'))
      .catch((caught: unknown) => caught)
    // Drizzle's own message and PostgreSQL's both carry the token.
    assert.match(String((error as Error).message), new RegExp(TOKEN))
    const safe = safeError(error) as Record<string, unknown>
    assert.equal(safe.type, 'DrizzleQueryError')
    assert.equal(safe.code, '22P02')
    assert.equal(safe.message, 'invalid input syntax for type integer: "…"')
    assert.doesNotMatch(JSON.stringify(safe), new RegExp(TOKEN))
  })

  it('logs a failed insert without its parameters or row: no e-mail, name, phone or password hash', async () => {
    // A rule the registration cannot meet, so that the insert fails inside a real request.
    await testApp.database.db.execute(
      sql`alter table users add constraint test_no_users check (name <> 'Rozbitá Registrace')`,
    )
    const visitor = testApp.visitor()
    const email = `${TOKEN.toLowerCase()}@example.cz`
    const response = await visitor.post(
      '/v1/auth/register',
      registration({ email, name: 'Rozbitá Registrace', phone_number: '+420 608 123 987' }),
    )
    await testApp.database.db.execute(sql`alter table users drop constraint test_no_users`)
    assert.equal(response.statusCode, 500)

    const [logged] = log.entries('unexpected error')
    const err = logged?.err as Record<string, unknown>
    assert.equal(err.type, 'DrizzleQueryError')
    assert.equal(err.code, '23514')
    assert.equal(err.table, 'users')
    assert.equal(err.constraint, 'test_no_users')
    const text = log.text()
    for (const secret of [
      email,
      'Rozbitá',
      '608 123 987',
      'scrypt$',
      visitor.cookies.get('obrazarna_session')!,
      visitor.cookies.get('XSRF-TOKEN')!,
    ])
      assert.ok(!text.includes(secret), `the log holds ${secret}`)
  })

  it('masks secret query parameters in the request line', async () => {
    await testApp.app.inject({ url: `/v1/csrf?token=${TOKEN}&lang=cs&signature=abc123` })
    const urls = log.entries('incoming request').map((entry) => (entry.req as { url: string }).url)
    assert.ok(urls.includes('/v1/csrf?token=[Redacted]&lang=cs&signature=[Redacted]'), urls.join())
    assert.ok(!log.text().includes(TOKEN))
  })

  it("redacts cookies, the XSRF token, authorization and secret fields wherever they're logged", async () => {
    const visitor = testApp.visitor()
    await visitor.get('/v1/csrf')
    const session = visitor.cookies.get('obrazarna_session')!
    const xsrf = visitor.cookies.get('XSRF-TOKEN')!
    testApp.app.log.info(
      {
        headers: {
          cookie: `obrazarna_session=${session}; XSRF-TOKEN=${xsrf}`,
          'x-xsrf-token': xsrf,
          authorization: `Bearer ${TOKEN}`,
        },
        body: { email: 'jana@example.cz', password: 'tajneheslo1', password_confirmation: 'x1y2' },
        user: { passwordHash: 'scrypt$1024$hash', row: { tokenHash: 'deadbeefhash' } },
        token: TOKEN,
      },
      'a careless line',
    )
    const [line] = log.entries('a careless line')
    assert.ok(line)
    const text = JSON.stringify(line)
    for (const secret of [session, xsrf, TOKEN, 'tajneheslo1', 'x1y2', 'scrypt$', 'deadbeefhash'])
      assert.ok(!text.includes(secret), `the line holds ${secret}`)
    assert.equal((line.headers as Record<string, string>).cookie, '[Redacted]')
    assert.equal((line.body as Record<string, string>).email, 'jana@example.cz')
  })
})
