import { reshapeLoginScreen } from '../api/get-login-screen'

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
