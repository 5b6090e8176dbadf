import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { eq } from 'drizzle-orm'
import { outbox } from '../../../src/db/schema.js'
import { build, signedInVisitor } from '../../helper.js'
import { fakeSmtp } from '../../security/fake-smtp.js'
import { mailsTo } from './fixtures.js'

/**
 * Slow enough that an answer which waited for it cannot pass for one that did not, on a machine
 * busy with other work too: at 500 ms, a known address's answer took 293 ms once (the bound is half).
 */
const SLOW_MAIL_SERVER_MS = 1000

/** How long the forgotten-password call takes to answer, and its answer. */
async function timedForgot(
  visitor: { post: (url: string, body: object) => Promise<{ statusCode: number; body: string }> },
  email: string,
) {
  const started = performance.now()
  const response = await visitor.post('/v1/auth/password/forgot', { email })
  return { ms: performance.now() - started, status: response.statusCode, body: response.body }
}

describe('forgotten password: nothing told by time or by count', async () => {
  const smtp = await fakeSmtp({ delayMs: SLOW_MAIL_SERVER_MS })
  const testApp = await build({ smtpUrl: smtp.url })

  it('answers a known address without waiting for a slow mail server, and the mail still goes out', async () => {
    const { email } = await signedInVisitor(testApp)
    const known = await timedForgot(testApp.visitor(), email)
    const unknown = await timedForgot(testApp.visitor(), `nikdo.${process.pid}@example.cz`)
    assert.equal(known.status, 200)
    assert.equal(known.body, unknown.body)
    assert.ok(
      known.ms < SLOW_MAIL_SERVER_MS / 2,
      `the known address took ${Math.round(known.ms)} ms with a ${SLOW_MAIL_SERVER_MS} ms mail server`,
    )

    await testApp.app.mailer.idle()
    const [mail] = await mailsTo(testApp, email)
    assert.ok(mail?.sentAt, 'written to the outbox and delivered from it')
    assert.ok(
      smtp.received.some((raw) => raw.includes(email) && /obnova-hesla/.test(raw)),
      'the mail server got the reset link',
    )
  })

  it('mails one account at most three reset links an hour, and answers the fourth request alike', async () => {
    const { email } = await signedInVisitor(testApp)
    const answers = []
    for (let request = 1; request <= 4; request++) {
      answers.push(await testApp.visitor().post('/v1/auth/password/forgot', { email }))
    }
    await testApp.app.mailer.idle()
    assert.deepEqual(
      answers.map((answer) => answer.statusCode),
      [200, 200, 200, 200],
    )
    assert.equal(new Set(answers.map((answer) => answer.body)).size, 1, 'one answer for all four')
    const mails = await testApp.database.db.select().from(outbox).where(eq(outbox.to, email))
    const resets = mails.filter((mail) => mail.subject === 'Obnovení hesla – Obrazárna')
    assert.equal(resets.length, 3)
  })
})
