import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { build, signedInVisitor, type TestApp } from '../../helper.js'
import { linkIn, mailsTo, socialProvider } from './fixtures.js'

/** The notice must carry no link: it is not a way in, only a warning. */
function assertNotice(
  mail: { subject: string; text: string; html: string } | undefined,
  subject: string,
) {
  assert.ok(mail, 'a notice was sent')
  assert.equal(mail.subject, subject)
  assert.doesNotMatch(mail.text, /https?:\/\//)
  // Its HTML part neither: no link at all, not even the shop's website in the footer.
  assert.doesNotMatch(mail.html, /<a\b|https?:\/\//)
}

async function newestMail(testApp: TestApp, to: string) {
  const [mail] = await mailsTo(testApp, to)
  return mail
}

describe('notices when the password changes', async () => {
  const provider = await socialProvider()
  const testApp = await build({ ...provider.config })

  it('tells the account address when the password is changed in the profile', async () => {
    const shopper = await signedInVisitor(testApp, { locale: 'en' })
    const changed = await shopper.visitor.post('/v1/auth/password/update', {
      current_password: shopper.password,
      password: 'docela-nove-heslo-5',
      password_confirmation: 'docela-nove-heslo-5',
    })
    assert.equal(changed.statusCode, 200)
    const mail = await newestMail(testApp, shopper.email)
    assertNotice(mail, 'Your password was changed – Obrazárna')
    assert.match(mail!.text, /changed in your profile settings/)
    assert.match(mail!.text, /If this wasn’t you/)
  })

  it('tells the account address when the password is set through the reset link', async () => {
    const shopper = await signedInVisitor(testApp)
    await testApp.visitor().post('/v1/auth/password/forgot', { email: shopper.email })
    const token = linkIn((await newestMail(testApp, shopper.email))!).searchParams.get('token')
    const reset = await testApp.visitor().post('/v1/auth/password/reset', {
      email: shopper.email,
      token,
      password: 'docela-nove-heslo-5',
      password_confirmation: 'docela-nove-heslo-5',
    })
    assert.equal(reset.statusCode, 200)
    const mail = await newestMail(testApp, shopper.email)
    assertNotice(mail, 'Heslo k\u00a0vašemu účtu bylo změněno – Obrazárna')
    assert.match(mail!.text, /pomocí odkazu pro obnovení hesla/)
  })

  it('tells a Google account when it gets its first password', async () => {
    const subject = provider.subject()
    const email = `prvni.heslo.${process.pid}@gmail.example`
    const token = await provider.googleToken({ sub: subject, email, name: 'Ota Nový' })
    const visitor = testApp.visitor()
    await visitor.post('/v1/auth/register', { token, driver: 'google', name: '-' })
    const set = await visitor.post('/v1/auth/password/update', {
      password: 'prvni-heslo-123',
      password_confirmation: 'prvni-heslo-123',
      social_token: token,
      social_driver: 'google',
    })
    assert.equal(set.statusCode, 200)
    const mail = await newestMail(testApp, email)
    assertNotice(mail, 'Heslo k\u00a0vašemu účtu bylo změněno – Obrazárna')
    assert.match(mail!.text, /^Dobrý den, Oto,/)
    assert.match(mail!.text, /bylo právě nastaveno heslo/)
  })
})
