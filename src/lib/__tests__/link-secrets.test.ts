/** @jest-environment jsdom */
import { LINK_SECRETS_KEY, LINK_SECRETS_SCRIPT, linkSecrets } from '../link-secrets'

const RESET_LINK = '/obnova-hesla?email=jana%40example.cz&token=secret-token-123'

/** The data layer with gtag's `arguments` commands as arrays. */
const entries = () =>
  (window.dataLayer ?? []).map((entry) =>
    Object.prototype.toString.call(entry) === '[object Arguments]'
      ? Array.from(entry as IArguments)
      : entry,
  )

beforeEach(() => {
  setTagSettingsForTests({ gtmId: null, ga4Id: null })
  withdrawConsent()
  resetGoogleTagForTests()
  delete window.dataLayer
  document.head.innerHTML = ''
  sessionStorage.clear()
  jest.restoreAllMocks()
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

  it('never reaches Google: the page_view is sent from an address without it', () => {
    setTagSettingsForTests({ gtmId: null, ga4Id: 'G-TEST123' })
    // The head script did not run (an address reached inside the site, say).
    window.history.pushState({}, '', RESET_LINK)
    grantConsent()
    const config = entries().find((entry) => Array.isArray(entry) && entry[0] === 'config')
    expect(config).toEqual(['config', 'G-TEST123'])
    // gtag.js takes page_location from the address when it reads the config.
    expect(window.location.href).toBe('http://localhost/obnova-hesla')
    expect(JSON.stringify(entries())).not.toMatch(/secret-token-123|jana/)
    expect(document.head.innerHTML).not.toMatch(/secret-token-123/)
  })

  it('an address that cannot be changed still reaches Google without it', () => {
    setTagSettingsForTests({ gtmId: null, ga4Id: 'G-TEST123' })
    window.history.pushState({}, '', `${RESET_LINK}&utm_source=mail`)
    jest.spyOn(window.history, 'replaceState').mockImplementation(() => {
      throw new DOMException('sandboxed', 'SecurityError')
    })
    grantConsent()
    const config = entries().find((entry) => Array.isArray(entry) && entry[0] === 'config')
    expect(config).toEqual([
      'config',
      'G-TEST123',
      { page_location: 'http://localhost/obnova-hesla?utm_source=mail' },
    ])
  })
})
