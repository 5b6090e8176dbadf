import { meDocument } from '../../../testing/me-document'
import { userFrom } from '../api/get-me'

describe('userFrom', () => {
  it('reads the user of an account answer with the avatar included', () => {
    expect(userFrom(meDocument())).toEqual({
      id: '7',
      name: 'Jana Nováková',
      email: 'jana@example.cz',
      emailVerified: true,
      pendingEmail: null,
      phoneNumber: '+420 777123456',
      locale: 'cs',
      marketingConsent: false,
      hasPassword: true,
      avatar: { id: '7', initial: 'J', url: null },
    })
  })

  it('reads the verification state and a pending new e-mail when the API sends them', () => {
    const user = userFrom(
      meDocument({ email_verified: false, pending_email: 'jana@novakova.cz', has_password: false }),
    )
    expect(user).toMatchObject({
      emailVerified: false,
      pendingEmail: 'jana@novakova.cz',
      hasPassword: false,
    })
  })
})
