import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { desc, eq, inArray } from 'drizzle-orm'
import { outbox } from '../../src/db/schema.js'
import { build, signedInVisitor, type TestApp } from '../helper.js'
import { fakeSmtp } from './fake-smtp.js'

const DAY = 24 * 60 * 60 * 1000

/** The token of the newest reset link to `email`, from the outbox. */
async function lastMailTo(testApp: TestApp, email: string) {
  await testApp.app.mailer.idle()
  const [mail] = await testApp.database.db
    .select()
    .from(outbox)
    .where(eq(outbox.to, email))
    .orderBy(desc(outbox.id))
    .limit(1)
  assert.ok(mail, `a mail to ${email}`)
  return mail
}

/** Quoted-printable soft line breaks undone, so a long link reads whole. */
const unfolded = (raw: string) => raw.replace(/=\n/g, '').replace(/=3D/g, '=')

describe('outbox retention', async () => {
  const smtp = await fakeSmtp()
  const sending = await build({ smtpUrl: smtp.url })
  const demo = await build()

  it("empties a sent mail's body, reset link included, and keeps who, what and when", async () => {
    const { visitor, email } = await signedInVisitor(sending)
    const response = await visitor.post('/v1/auth/password/forgot', { email })
    assert.equal(response.statusCode, 200)
    await sending.app.mailer.idle()

    const delivered = unfolded(smtp.received.at(-1) ?? '')
    const token = /token=([A-Za-z0-9_-]{43})/.exec(delivered)?.[1]
    assert.ok(token, 'the mail that left carries the reset link')
    const mail = await lastMailTo(sending, email)
    assert.ok(mail.sentAt, 'marked sent')
    assert.equal(mail.subject.length > 0, true)
    assert.equal(mail.text, '')
    assert.equal(mail.html, '')
    assert.doesNotMatch(JSON.stringify(mail), new RegExp(token))
  })

  it('keeps an unsent mail whole in demo mode, where the dev mailbox shows the reset link', async () => {
    const { visitor, email } = await signedInVisitor(demo)
    await visitor.post('/v1/auth/password/forgot', { email })
    const mail = await lastMailTo(demo, email)
    assert.equal(mail.sentAt, null)
    assert.match(mail.text, /obnova-hesla\?email=.*&token=[A-Za-z0-9_-]{43}/)
    const listed = (await demo.app.inject({ url: '/v1/dev/mail' })).json().data[0]
    assert.equal(listed.attributes.text, mail.text)
  })

  it('purges mails sent, or written and never sent, longer ago than the retention', async () => {
    const { db } = demo.database
    const now = new Date()
    const ago = (days: number) => new Date(now.getTime() - days * DAY)
    const mail = (subject: string) => ({ to: 'old@example.cz', subject, text: 't', html: 'h' })
    const rows = await db
      .insert(outbox)
      .values([
        { ...mail('sent long ago'), createdAt: ago(40), sentAt: ago(31) },
        { ...mail('sent recently'), createdAt: ago(40), sentAt: ago(29) },
        { ...mail('never sent, old'), createdAt: ago(31) },
        { ...mail('never sent, new'), createdAt: ago(1) },
      ])
      .returning({ id: outbox.id })
    assert.equal(demo.config.retention.sentMailDays, 30)

    assert.equal(await demo.app.mailer.purge(now), 2)
    const left = await db
      .select({ subject: outbox.subject })
      .from(outbox)
      .where(
        inArray(
          outbox.id,
          rows.map((row) => row.id),
        ),
      )
      .orderBy(outbox.id)
    assert.deepEqual(
      left.map((row) => row.subject),
      ['sent recently', 'never sent, new'],
    )
  })

  it("deletes the account's mails with the account, pending or sent, and nobody else's", async () => {
    const { visitor, email, password, userId } = await signedInVisitor(demo)
    const { db } = demo.database
    await visitor.post('/v1/auth/password/forgot', { email })
    const reset = await lastMailTo(demo, email)
    assert.equal(reset.userId, userId, 'the reset mail names its account')
    // An order confirmation to the same address, written before mails named their account.
    await db.insert(outbox).values({ to: email, subject: 'Objednávka', text: 't', html: 'h' })
    const [other] = await db
      .insert(outbox)
      .values({ to: 'someone.else@example.cz', subject: 'x', text: 't', html: 'h' })
      .returning({ id: outbox.id })

    const response = await visitor.post('/v1/me/destroy', { password })
    assert.equal(response.statusCode, 200)
    assert.deepEqual(await db.select().from(outbox).where(eq(outbox.to, email)), [])
    assert.deepEqual(await db.select().from(outbox).where(eq(outbox.userId, userId)), [])
    assert.equal((await db.select().from(outbox).where(eq(outbox.id, other!.id))).length, 1)
  })
})
