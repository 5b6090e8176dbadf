/** @jest-environment jsdom */
import { LINK_SECRETS_KEY, LINK_SECRETS_SCRIPT, linkSecrets } from '../link-secrets'

const RESET_LINK = '/obnova-hesla?email=jana%40example.cz&token=secret-token-123'

beforeEach(() => {
  sessionStorage.clear()
})

describe("a mailed link's token", () => {
  it('leaves the address in the head script, before the bundle runs, and waits in this tab', () => {
    window.history.pushState({}, '', `${RESET_LINK}&modal=password-reset`)
    // The script as the page's head runs it: on its own, without the bundle.
    new Function(LINK_SECRETS_SCRIPT)()
    expect(window.location.pathname).toBe('/obnova-hesla')
    expect(window.location.search).toBe('?modal=password-reset')
    expect(JSON.parse(sessionStorage.getItem(LINK_SECRETS_KEY)!)).toEqual({
      token: 'secret-token-123',
      email: 'jana@example.cz',
    })
    expect(linkSecrets()).toEqual({ token: 'secret-token-123', email: 'jana@example.cz' })
  })

  it('leaves an address without a token alone: a sign-in may carry the e-mail to fill in', () => {
    window.history.pushState({}, '', '/?modal=sign-in&email=jana%40example.cz')
    new Function(LINK_SECRETS_SCRIPT)()
    expect(window.location.search).toBe('?modal=sign-in&email=jana%40example.cz')
    expect(linkSecrets()).toEqual({ token: null, email: null })
  })
})
