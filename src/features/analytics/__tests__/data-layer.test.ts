/** @jest-environment jsdom */
import {
  grantConsent,
  hasConsent,
  keepPendingEvents,
  pendingEvents,
  PENDING_STORAGE_KEY,
  setTagSettingsForTests,
  track,
  withdrawConsent,
} from '../data-layer'
import { googleTagStarted, resetGoogleTagForTests } from '../google-tag'

const viewItem = {
  event: 'view_item',
  ecommerce: {
    currency: 'CZK',
    value: 12,
    items: [{ item_id: '7', item_name: 'Hory', price: 12, quantity: 1 }],
  },
}
const addToCart = { ...viewItem, event: 'add_to_cart' }

const DENIED = {
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  analytics_storage: 'denied',
  wait_for_update: 500,
}

/** The data layer with gtag's `arguments` commands as arrays, so they can be compared. */
const entries = () =>
  (window.dataLayer ?? []).map((entry) =>
    Object.prototype.toString.call(entry) === '[object Arguments]'
      ? Array.from(entry as IArguments)
      : entry,
  )
const events = () =>
  entries().filter(
    (entry): entry is { event: string } => !Array.isArray(entry) && 'event' in (entry as object),
  )
const scripts = () =>
  Array.from(document.head.querySelectorAll('script')).map((script) => script.src)

beforeEach(() => {
  setTagSettingsForTests({ gtmId: null, ga4Id: null })
  withdrawConsent()
  resetGoogleTagForTests()
  delete window.dataLayer
  document.head.innerHTML = ''
  sessionStorage.clear()
})

it('keeps events in memory until the visitor consents', () => {
  track(viewItem)
  expect(window.dataLayer).toBeUndefined()
  expect(pendingEvents()).toEqual([viewItem])
})

it('on consent: denied defaults, the grant, then the waiting events in order with resets', async () => {
  track(viewItem)
  track(addToCart)
  await grantConsent()
  expect(hasConsent()).toBe(true)
  expect(entries()).toEqual([
    ['consent', 'default', DENIED],
    ['consent', 'update', { analytics_storage: 'granted' }],
    { ecommerce: null },
    viewItem,
    { ecommerce: null },
    addToCart,
  ])
  expect(pendingEvents()).toEqual([])
})

it('gives gtag commands as `arguments` objects, as Google tags read them', async () => {
  await grantConsent()
  expect(Object.prototype.toString.call(window.dataLayer![0])).toBe('[object Arguments]')
})

it('sends at once after consent; a withdrawal denies again and keeps later events back', async () => {
  await grantConsent()
  track(viewItem)
  expect(window.dataLayer).toContain(viewItem)
  withdrawConsent()
  track(addToCart)
  expect(window.dataLayer).not.toContain(addToCart)
  expect(entries().at(-1)).toEqual(['consent', 'update', { analytics_storage: 'denied' }])
  expect(pendingEvents()).toEqual([addToCart])
})

it('drops the waiting events when the visitor declines, and says nothing to a data layer', async () => {
  track(viewItem)
  withdrawConsent()
  expect(window.dataLayer).toBeUndefined()
  await grantConsent()
  expect(events()).toEqual([])
})

it('login and sign_up go out without an ecommerce reset', async () => {
  await grantConsent()
  track({ event: 'login', method: 'email' })
  expect(entries().slice(2)).toEqual([{ event: 'login', method: 'email' }])
})

describe('with a Tag Manager container', () => {
  beforeEach(() => setTagSettingsForTests({ gtmId: 'GTM-TEST1', ga4Id: null }))

  it('loads no script before consent', () => {
    track(viewItem)
    expect(scripts()).toEqual([])
    expect(googleTagStarted()).toBe(false)
  })

  it('loads gtm.js once after the consent update, with the container start before the events', async () => {
    track(viewItem)
    await grantConsent()
    expect(scripts()).toEqual(['https://www.googletagmanager.com/gtm.js?id=GTM-TEST1'])
    expect(entries().slice(0, 3)).toEqual([
      ['consent', 'default', DENIED],
      ['consent', 'update', { analytics_storage: 'granted' }],
      { 'gtm.start': expect.any(Number), event: 'gtm.js' },
    ])
    expect(events().map((entry) => entry.event)).toEqual(['gtm.js', 'view_item'])

    withdrawConsent()
    await grantConsent()
    expect(scripts()).toHaveLength(1)
  })
})

describe("while the tag's loader downloads", () => {
  beforeEach(() => setTagSettingsForTests({ gtmId: 'GTM-TEST1', ga4Id: null }))

  it('holds the events tracked meanwhile until the container has started', async () => {
    const granting = grantConsent()
    track(viewItem)
    expect(events()).toEqual([])
    await granting
    expect(events().map((entry) => entry.event)).toEqual(['gtm.js', 'view_item'])
  })

  it('starts nothing when the visitor withdraws before it is there', async () => {
    track(viewItem)
    const granting = grantConsent()
    withdrawConsent()
    await granting
    expect(scripts()).toEqual([])
    expect(googleTagStarted()).toBe(false)
    expect(events()).toEqual([])
  })
})

describe('with a GA4 measurement id (gtag.js)', () => {
  beforeEach(() => setTagSettingsForTests({ gtmId: null, ga4Id: 'G-TEST1' }))

  it('loads gtag.js after the grant and sends events as gtag event commands', async () => {
    track(viewItem)
    await grantConsent()
    expect(scripts()).toEqual(['https://www.googletagmanager.com/gtag/js?id=G-TEST1'])
    expect(entries()).toEqual([
      ['consent', 'default', DENIED],
      ['consent', 'update', { analytics_storage: 'granted' }],
      ['js', expect.any(Date)],
      ['config', 'G-TEST1'],
      ['event', 'view_item', viewItem.ecommerce],
    ])
  })

  it("a withdrawal sets Google's opt-out flag, and a new grant lifts it", async () => {
    const flag = () => (window as unknown as Record<string, unknown>)['ga-disable-G-TEST1']
    await grantConsent()
    withdrawConsent()
    expect(flag()).toBe(true)
    await grantConsent()
    expect(flag()).toBeUndefined()
  })
})

describe('across the trip to the payment gateway', () => {
  it('keeps the events still waiting for consent for the next page of the tab', () => {
    track(viewItem)
    keepPendingEvents()
    expect(JSON.parse(sessionStorage.getItem(PENDING_STORAGE_KEY)!)).toEqual([viewItem])

    jest.isolateModules(() => {
      // The page the gateway returns to: a fresh data layer module.
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const next = require('../data-layer') as typeof import('../data-layer')
      next.track(addToCart)
      expect(next.pendingEvents()).toEqual([viewItem, addToCart])
      expect(sessionStorage.getItem(PENDING_STORAGE_KEY)).toBeNull()
    })
  })

  it('keeps nothing once the visitor has declined', () => {
    track(viewItem)
    keepPendingEvents()
    jest.isolateModules(() => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const next = require('../data-layer') as typeof import('../data-layer')
      next.withdrawConsent()
      next.grantConsent()
      expect(next.pendingEvents()).toEqual([])
      expect(events()).toEqual([])
    })
  })
})
