import { meDocument } from '../../profile/testing/me-document'
import { userFrom } from '../api/get-me'
import { reshapeLoginScreen } from '../api/get-login-screen'

describe('userFrom', () => {
  it('reads the user of an account answer with the avatar included', () => {
    expect(userFrom(meDocument())).toEqual({
      id: '7',
      name: 'Jana Nováková',
      email: 'jana@example.cz',
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

describe('reshapeLoginScreen', () => {
  const screen = {
    id: '1',
    modal: 'sign-in',
    title: 'Vítejte zpět',
    subtitle: 'Přihlaste se',
    highlighted_points: ['Oblíbené obrazy na jednom místě'],
  }

  it("keeps the panel's texts and its 1080 px picture", () => {
    const image = { conversions: { wh1080: { url: 'https://example.test/1080.jpg' } } }
    expect(reshapeLoginScreen({ ...screen, image })).toEqual({
      id: '1',
      modal: 'sign-in',
      title: 'Vítejte zpět',
      subtitle: 'Přihlaste se',
      highlightedPoints: ['Oblíbené obrazy na jednom místě'],
      imageUrl: 'https://example.test/1080.jpg',
    })
  })

  it('has no picture when the panel has none', () => {
    expect(reshapeLoginScreen({ ...screen, image: null }).imageUrl).toBeNull()
  })
})
