import { flatten } from '@print-shop/shop-domain/camel-case'
import type { LoginScreenResource } from '@print-shop/shop-domain/responses/homepage'
import { reshapeLoginScreen } from '../api/get-login-screen'
import { loginScreenDocument } from '../testing/login-screen-document'

describe('reshapeLoginScreen', () => {
  const [screen] = loginScreenDocument.data

  it("keeps the panel's texts and its 1080 px picture", () => {
    expect(reshapeLoginScreen(flatten(screen!))).toEqual({
      id: '1',
      modal: 'sign-in',
      title: 'Vítejte zpět',
      subtitle: 'Přihlaste se',
      highlightedPoints: ['Oblíbené obrazy na jednom místě'],
      imageUrl: 'https://example.test/1080.jpg',
    })
  })

  it('has no picture when the panel has none', () => {
    // The administration may leave a panel without a picture: outside what our API sends today.
    const bare = {
      ...screen!,
      attributes: { ...screen!.attributes, image: null },
    } as unknown as LoginScreenResource
    expect(reshapeLoginScreen(flatten(bare)).imageUrl).toBeNull()
  })
})
