/** @jest-environment jsdom */
import { grantConsent, setTagSettingsForTests, withdrawConsent } from '../data-layer'
import { resetGoogleTagForTests } from '../google-tag'

// The address google-tag.ts reports (the head script's part: src/lib/__tests__/link-secrets.test.ts).
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
  it('never reaches Google: the page_view is sent from an address without it', async () => {
    setTagSettingsForTests({ gtmId: null, ga4Id: 'G-TEST123' })
    // The head script did not run (an address reached inside the site, say).
    window.history.pushState({}, '', RESET_LINK)
    await grantConsent()
    const config = entries().find((entry) => Array.isArray(entry) && entry[0] === 'config')
    expect(config).toEqual(['config', 'G-TEST123'])
    // gtag.js takes page_location from the address when it reads the config.
    expect(window.location.href).toBe('http://localhost/obnova-hesla')
    expect(JSON.stringify(entries())).not.toMatch(/secret-token-123|jana/)
    expect(document.head.innerHTML).not.toMatch(/secret-token-123/)
  })

  it('an address that cannot be changed still reaches Google without it', async () => {
    setTagSettingsForTests({ gtmId: null, ga4Id: 'G-TEST123' })
    window.history.pushState({}, '', `${RESET_LINK}&utm_source=mail`)
    jest.spyOn(window.history, 'replaceState').mockImplementation(() => {
      throw new DOMException('sandboxed', 'SecurityError')
    })
    await grantConsent()
    const config = entries().find((entry) => Array.isArray(entry) && entry[0] === 'config')
    expect(config).toEqual([
      'config',
      'G-TEST123',
      { page_location: 'http://localhost/obnova-hesla?utm_source=mail' },
    ])
  })
})
