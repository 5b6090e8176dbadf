import assert from 'node:assert/strict'
import { describe, it } from 'node:test'
import { build, signedInVisitor, type Visitor } from '../../helper.js'
import { fieldError, linkIn, mailsTo, socialProvider, verificationToken } from '../auth/fixtures.js'

/** Follows a confirmation link as this visitor (signed in or not). */
const verify = (visitor: Visitor, token: string) => visitor.post('/v1/auth/email/verify', { token })

const me = async (visitor: Visitor) => (await visitor.get('/v1/me')).json().data.attributes

describe('changing the e-mail address', async () => {
  const provider = await socialProvider()
  const testApp = await build({ ...provider.config })
  let counter = 0
  const newEmail = () => `nova.${process.pid}.${++counter}@example.cz`

  it('stays pending until the new address follows its link; then the old address is told', async () => {
    const shopper = await signedInVisitor(testApp)
    const wanted = newEmail()
    const asked = await shopper.visitor.patch('/v1/me', {
      email: wanted,
      current_password: shopper.password,
    })
    assert.equal(asked.statusCode, 200)
    assert.equal(asked.json().data.attributes.email, shopper.email)
    assert.equal(asked.json().data.attributes.pending_email, wanted)

    const [mail] = await mailsTo(testApp, wanted)
    assert.equal(mail!.subject, 'Potvrďte novou e-mailovou adresu – Obrazárna')
    assert.match(mail!.text, new RegExp(`na adresu ${wanted.replace(/\./g, '\\.')}`))
    // Until then the account signs in with the old address only.
    const withNew = await testApp
      .visitor()
      .post('/v1/auth/login', { username: wanted, password: shopper.password })
    assert.equal(withNew.statusCode, 422)
    const oldMailsBefore = (await mailsTo(testApp, shopper.email)).length

    assert.match(mail!.text, /funguje jen tehdy, když jste ke svému účtu přihlášeni/)
    const link = linkIn(mail!)
    // The address the account still signs in with, for the sign-in the page may ask for.
    assert.equal(link.searchParams.get('email'), shopper.email)
    const confirmed = await verify(shopper.visitor, link.searchParams.get('token')!)
    assert.equal(confirmed.statusCode, 200)
    assert.equal(confirmed.json().message, `Hotovo, e-mail vašeho účtu je nyní ${wanted}.`)
    assert.equal(confirmed.json().outcome, 'changed')
    const attributes = await me(shopper.visitor)
    assert.equal(attributes.email, wanted)
    assert.equal(attributes.pending_email, null)
    assert.equal(attributes.email_verified, true)

    const oldMails = await mailsTo(testApp, shopper.email)
    assert.equal(oldMails.length, oldMailsBefore + 1)
    const notice = oldMails[0]!
    assert.equal(notice.subject, 'E-mail vašeho účtu byl změněn – Obrazárna')
    assert.match(notice.text, new RegExp(`změněna na ${wanted.replace(/\./g, '\\.')}`))
    assert.doesNotMatch(notice.text, /https?:\/\//, 'a notice has nothing to click')

    const signIn = (username: string) =>
      testApp.visitor().post('/v1/auth/login', { username, password: shopper.password })
    assert.equal((await signIn(wanted)).statusCode, 200)
    assert.equal((await signIn(shopper.email)).statusCode, 422)
  })

  it('needs the current password, also for the pending change', async () => {
    const shopper = await signedInVisitor(testApp)
    const without = await shopper.visitor.patch('/v1/me', { email: newEmail() })
    assert.equal(fieldError(without, 'current_password'), 'Současné heslo není správné.')
    assert.equal((await me(shopper.visitor)).pending_email, null)
  })

  it('an account without a password confirms with a fresh sign-in of its own Google account', async () => {
    const subject = provider.subject()
    const email = `jen.google.${process.pid}@gmail.example`
    const visitor = testApp.visitor()
    const token = await provider.googleToken({ sub: subject, email })
    await visitor.post('/v1/auth/register', { token, driver: 'google', name: '-' })
    const wanted = newEmail()
    const reauthMessage = 'Změnu prosím potvrďte novým přihlášením přes Google nebo Facebook.'

    const bare = await visitor.patch('/v1/me', { email: wanted })
    assert.equal(bare.statusCode, 422)
    assert.equal(fieldError(bare, 'social_token'), reauthMessage)
    const stale = await provider.googleToken(
      { sub: subject, email },
      { issuedAt: new Date(Date.now() - 10 * 60_000) },
    )
    const someoneElse = await provider.googleToken({ sub: provider.subject(), email })
    for (const social_token of [stale, someoneElse, 'not.a.jwt']) {
      const refused = await visitor.patch('/v1/me', {
        email: wanted,
        social_token,
        social_driver: 'google',
      })
      assert.equal(fieldError(refused, 'social_token'), reauthMessage)
    }
    assert.equal((await me(visitor)).pending_email, null)

    const fresh = await provider.googleToken({ sub: subject, email })
    const asked = await visitor.patch('/v1/me', {
      email: wanted,
      social_token: fresh,
      social_driver: 'google',
    })
    assert.equal(asked.statusCode, 200)
    assert.equal(asked.json().data.attributes.pending_email, wanted)
  })

  it('only the newest request counts, and the own address again calls it off', async () => {
    const shopper = await signedInVisitor(testApp)
    const ask = (email: string) =>
      shopper.visitor.patch('/v1/me', { email, current_password: shopper.password })
    const [first, second] = [newEmail(), newEmail()]
    await ask(first)
    const firstToken = await verificationToken(testApp, first)
    await ask(second)
    const secondToken = await verificationToken(testApp, second)
    assert.equal((await verify(shopper.visitor, firstToken)).statusCode, 422)

    const calledOff = await shopper.visitor.patch('/v1/me', { email: shopper.email })
    assert.equal(calledOff.statusCode, 200)
    assert.equal(calledOff.json().data.attributes.pending_email, null)
    assert.equal((await verify(shopper.visitor, secondToken)).statusCode, 422)
    assert.equal((await me(shopper.visitor)).email, shopper.email)
  })

  it('an address registered by someone else meanwhile is not taken over', async () => {
    const shopper = await signedInVisitor(testApp)
    const wanted = newEmail()
    await shopper.visitor.patch('/v1/me', { email: wanted, current_password: shopper.password })
    const token = await verificationToken(testApp, wanted)
    await signedInVisitor(testApp, { email: wanted })
    const refused = await verify(shopper.visitor, token)
    assert.equal(refused.statusCode, 422)
    assert.equal(
      fieldError(refused, 'token'),
      'Účet s tímto e-mailem už existuje. Přihlaste se, nebo si obnovte heslo.',
    )
    const attributes = await me(shopper.visitor)
    assert.equal(attributes.email, shopper.email)
    assert.equal(attributes.pending_email, null)
  })

  it('a password reset calls a pending change off', async () => {
    const shopper = await signedInVisitor(testApp)
    const wanted = newEmail()
    await shopper.visitor.patch('/v1/me', { email: wanted, current_password: shopper.password })
    const token = await verificationToken(testApp, wanted)
    await testApp.visitor().post('/v1/auth/password/forgot', { email: shopper.email })
    const [resetMail] = await mailsTo(testApp, shopper.email)
    const owner = testApp.visitor()
    const reset = await owner.post('/v1/auth/password/reset', {
      email: shopper.email,
      token: linkIn(resetMail!).searchParams.get('token'),
      password: 'nove-heslo-42',
      password_confirmation: 'nove-heslo-42',
    })
    assert.equal(reset.statusCode, 200)
    assert.equal(reset.json().data.attributes.pending_email, null)
    assert.equal((await verify(owner, token)).statusCode, 422)
  })

  it("someone else following the link changes nothing: an account cannot be moved onto a stranger's address", async () => {
    // The pre-account takeover by the other door: an attacker asks for the victim's address.
    const attacker = await signedInVisitor(testApp)
    const victimAddress = newEmail()
    await attacker.visitor.patch('/v1/me', {
      email: victimAddress,
      current_password: attacker.password,
    })
    const token = await verificationToken(testApp, victimAddress)

    const victim = testApp.visitor()
    assert.equal((await verify(victim, token)).statusCode, 401)
    const victimsOwn = await signedInVisitor(testApp)
    assert.equal((await verify(victimsOwn.visitor, token)).statusCode, 403)
    const attributes = await me(attacker.visitor)
    assert.equal(attributes.email, attacker.email)
    assert.equal(attributes.pending_email, victimAddress)

    // So the victim's Google sign-in finds no account with the address: none is joined.
    const google = await provider.googleToken({ sub: provider.subject(), email: victimAddress })
    const login = await victim.post('/v1/auth/login', { token: google, driver: 'google' })
    assert.equal(
      fieldError(login, 'token'),
      'K tomuto přihlášení přes Google nebo Facebook zatím nemáme žádný účet. Nejdříve se prosím zaregistrujte.',
    )
    assert.equal((await me(attacker.visitor)).email, attacker.email)
  })
})
