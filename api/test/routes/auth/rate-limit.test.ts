import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { desc, eq, sql } from 'drizzle-orm'
import { loadConfig } from '../../../src/config.js'
import { outbox, rateLimitHits } from '../../../src/db/schema.js'
import {
  DEMO_ENV,
  RELAXED_LIMITS,
  build,
  registration,
  signedInVisitor,
  type TestApp,
} from '../../helper.js'
import { fromAddress, retryAfter } from '../../plugins/from-address.js'

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

/** The shop's own back-off: 5 wrong passwords free, then 1 minute, doubling up to an hour. */
const SHOP_BACK_OFF = loadConfig(DEMO_ENV).rateLimits.passwordFailures

/** Lets the account's lock run out, as if its time had passed (the count stays). */
async function lockRunsOut(testApp: TestApp, userId: number) {
  await testApp.database.db
    .update(rateLimitHits)
    .set({ blockedUntil: sql`now() - interval '1 second'` })
    .where(eq(rateLimitHits.key, `password account ${userId}`))
}

const NEW_PASSWORD = 'Nove-heslo-2027'
const changePassword = (currentPassword: string) => ({
  current_password: currentPassword,
  password: NEW_PASSWORD,
  password_confirmation: NEW_PASSWORD,
})

describe('wrong passwords lock the account, whichever address they come from', async () => {
  const testApp = await build({
    rateLimits: { ...RELAXED_LIMITS, passwordFailures: SHOP_BACK_OFF },
  })

  it('answers 429 with Retry-After from the sixth wrong current password on, the right one too', async () => {
    const { visitor, password } = await signedInVisitor(testApp)
    const statuses: number[] = []
    let last
    for (let attempt = 1; attempt <= 25; attempt++) {
      last = await visitor.post('/v1/auth/password/update', changePassword(`guess-${attempt}`))
      statuses.push(last.statusCode)
    }
    assert.deepEqual(statuses, [...Array<number>(5).fill(422), ...Array<number>(20).fill(429)])
    assert.ok(retryAfter(last!) > 0 && retryAfter(last!) <= 60, `Retry-After ${retryAfter(last!)}`)
    assert.match(last!.json().message, /^Příliš mnoho pokusů\. Zkuste to prosím znovu za \d+ s\.$/)

    const right = await visitor.post('/v1/auth/password/update', changePassword(password))
    assert.equal(right.statusCode, 429)
  })

  it('doubles the lock with each further failure, and the right password forgets them all', async () => {
    const { visitor, password, userId } = await signedInVisitor(testApp)
    for (let attempt = 1; attempt <= 5; attempt++)
      await visitor.post('/v1/auth/password/update', changePassword(`guess-${attempt}`))
    const first = await visitor.post('/v1/auth/password/update', changePassword('guess-6'))
    assert.equal(first.statusCode, 429)
    assert.ok(retryAfter(first) <= 60)

    for (const longest of [120, 240]) {
      await lockRunsOut(testApp, userId)
      const failed = await visitor.post('/v1/auth/password/update', changePassword('again'))
      assert.equal(failed.statusCode, 422)
      const blocked = await visitor.post('/v1/auth/password/update', changePassword('again'))
      assert.equal(blocked.statusCode, 429)
      const seconds = retryAfter(blocked)
      assert.ok(seconds > longest / 2 && seconds <= longest, `Retry-After ${seconds}`)
    }

    await lockRunsOut(testApp, userId)
    const right = await visitor.post('/v1/auth/password/update', changePassword(password))
    assert.equal(right.statusCode, 200)
    const rows = await testApp.database.db
      .select()
      .from(rateLimitHits)
      .where(eq(rateLimitHits.key, `password account ${userId}`))
    assert.deepEqual(rows, [])
    const wrongAgain = await visitor.post('/v1/auth/password/update', changePassword('guess'))
    assert.equal(wrongAgain.statusCode, 422)
  })

  it('counts failed sign-ins to one account from many addresses, and leaves other accounts alone', async () => {
    const { email } = await signedInVisitor(testApp)
    const other = await signedInVisitor(testApp)
    const attacker = testApp.visitor()
    await attacker.get('/v1/csrf')
    for (let host = 1; host <= 5; host++) {
      const response = await fromAddress(attacker, `198.51.100.${host}`).post('/v1/auth/login', {
        username: email,
        password: `guess-${host}`,
      })
      assert.equal(response.statusCode, 422)
    }
    const blocked = await fromAddress(attacker, '203.0.113.50').post('/v1/auth/login', {
      username: email,
      password: 'guess-6',
    })
    assert.equal(blocked.statusCode, 429)
    assert.ok(retryAfter(blocked) > 0)

    const otherAccount = await fromAddress(attacker, '198.51.100.1').post('/v1/auth/login', {
      username: other.email,
      password: other.password,
    })
    assert.equal(otherAccount.statusCode, 200)
  })

  it('lifts the lock once the owner resets the password', async () => {
    const { email } = await signedInVisitor(testApp)
    const attacker = testApp.visitor()
    for (let attempt = 1; attempt <= 6; attempt++)
      await attacker.post('/v1/auth/login', { username: email, password: `guess-${attempt}` })
    const locked = await testApp
      .visitor()
      .post('/v1/auth/login', { username: email, password: 'x' })
    assert.equal(locked.statusCode, 429)

    const forgot = await testApp.visitor().post('/v1/auth/password/forgot', { email })
    assert.equal(forgot.statusCode, 200)
    await testApp.app.mailer.idle()
    const [mail] = await testApp.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, email))
      .orderBy(desc(outbox.id))
      .limit(1)
    const token = new URL(mail!.text.match(/https?:\/\/\S+/)![0]).searchParams.get('token')!
    const owner = testApp.visitor()
    const newPassword = 'nove-heslo-po-zamku'
    const reset = await owner.post('/v1/auth/password/reset', {
      email,
      token,
      password: newPassword,
      password_confirmation: newPassword,
      remember: false,
    })
    assert.equal(reset.statusCode, 200)
    const again = await testApp.visitor().post('/v1/auth/login', {
      username: email,
      password: newPassword,
    })
    assert.equal(again.statusCode, 200)
  })

  it('locks an e-mail without an account alike, so the answer does not tell which exist', async () => {
    const visitor = testApp.visitor()
    await visitor.get('/v1/csrf')
    const statuses: number[] = []
    for (let attempt = 1; attempt <= 6; attempt++) {
      const response = await fromAddress(visitor, `192.0.2.${attempt}`).post('/v1/auth/login', {
        username: 'nobody.here@example.cz',
        password: `guess-${attempt}`,
      })
      statuses.push(response.statusCode)
    }
    assert.deepEqual(statuses, [422, 422, 422, 422, 422, 429])
  })

  it('shares the lock between the password change, the e-mail change and the account deletion', async () => {
    const { visitor } = await signedInVisitor(testApp)
    for (let attempt = 1; attempt <= 3; attempt++) {
      const response = await visitor.post('/v1/auth/password/update', changePassword('guess'))
      assert.equal(response.statusCode, 422)
    }
    for (let attempt = 1; attempt <= 2; attempt++) {
      const response = await visitor.patch('/v1/me', {
        email: `new.${attempt}.${process.pid}@example.cz`,
        current_password: 'guess',
      })
      assert.equal(response.statusCode, 422)
    }
    const destroy = await visitor.post('/v1/me/destroy', { password: 'guess' })
    assert.equal(destroy.statusCode, 429)
    assert.ok(retryAfter(destroy) > 0)
  })
})
