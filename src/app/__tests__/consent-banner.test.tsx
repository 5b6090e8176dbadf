import * as React from 'react'
import { TextEncoder } from 'node:util'
import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { renderWithProviders, withProviders } from '../../testing/test-utils'
import { Footer } from '../footer/footer'
import { ConsentHost } from '../../features/analytics/components/consent-host'
import {
  CONSENT_CHOSEN_ATTRIBUTE,
  CONSENT_CHOSEN_SCRIPT,
  CONSENT_STORAGE_KEY,
  CONSENT_VERSION,
  readConsent,
} from '../../features/analytics/consent-choice'
import {
  hasConsent,
  pendingEvents,
  track,
  withdrawConsent,
} from '../../features/analytics/data-layer'

const viewItem = {
  event: 'view_item',
  ecommerce: {
    currency: 'CZK',
    value: 12,
    items: [{ item_id: '7', item_name: 'Hory', price: 12, quantity: 1 }],
  },
}

const stored = () => JSON.parse(window.localStorage.getItem(CONSENT_STORAGE_KEY) ?? 'null')

function renderPage(language: 'cs' | 'en' = 'cs') {
  return renderWithProviders(
    <>
      <ConsentHost />
      <Footer helpBlock={false} />
    </>,
    { language },
  )
}

beforeEach(() => {
  window.localStorage.clear()
  document.documentElement.removeAttribute(CONSENT_CHOSEN_ATTRIBUTE)
  withdrawConsent()
  delete window.dataLayer
})

it('shows the banner, labelled by its heading, when the visitor has not chosen', async () => {
  renderPage()
  const banner = await screen.findByRole('region', { name: 'Cookies a\u00a0analytika' })
  expect(banner).toContainElement(screen.getByRole('button', { name: 'Přijmout analytiku' }))
  expect(banner).toContainElement(screen.getByRole('button', { name: 'Jen nezbytné' }))
  expect(screen.getAllByRole('link', { name: 'Ochrana osobních údajů' })[0]).toHaveAttribute(
    'href',
    '/ochrana-osobnich-udaju',
  )
})

it('is in the server HTML, so it paints with the page before any script has arrived', () => {
  // The server renderer needs TextEncoder, which jsdom leaves out.
  Object.assign(globalThis, { TextEncoder })
  const { renderToString } =
    jest.requireActual<typeof import('react-dom/server')>('react-dom/server')
  const html = renderToString(withProviders(<ConsentHost />))
  expect(html).toContain('Cookies a\u00a0analytika')
  expect(html).toContain('Přijmout analytiku')
})

it("keeps a remembered choice's banner hidden until React has closed it", async () => {
  window.localStorage.setItem(
    CONSENT_STORAGE_KEY,
    JSON.stringify({ version: CONSENT_VERSION, choice: 'necessary', date: '2024-05-01T10:00:00Z' }),
  )
  new Function(CONSENT_CHOSEN_SCRIPT)()
  expect(document.documentElement).toHaveAttribute(CONSENT_CHOSEN_ATTRIBUTE)
  document.documentElement.dataset.hydrating = 'true'
  try {
    renderPage()
    // The first render matches the server's: the banner is there, hidden by the attribute.
    expect(screen.getByRole('region', { name: 'Cookies a\u00a0analytika' })).toBeInTheDocument()
  } finally {
    delete document.documentElement.dataset.hydrating
  }
  await waitFor(() =>
    expect(
      screen.queryByRole('region', { name: 'Cookies a\u00a0analytika' }),
    ).not.toBeInTheDocument(),
  )
  expect(document.documentElement).not.toHaveAttribute(CONSENT_CHOSEN_ATTRIBUTE)
})

it('hides the banner before the first paint for exactly the choices React would apply', () => {
  const choices = [
    null,
    'not json',
    JSON.stringify({ version: CONSENT_VERSION, choice: 'accepted', date: '2024-05-01' }),
    JSON.stringify({ version: CONSENT_VERSION, choice: 'necessary', date: '2024-05-01' }),
    JSON.stringify({ version: CONSENT_VERSION, choice: 'maybe', date: '2024-05-01' }),
    JSON.stringify({ version: CONSENT_VERSION - 1, choice: 'accepted', date: '2024-05-01' }),
    JSON.stringify({ version: CONSENT_VERSION, choice: 'accepted' }),
    'null',
    '7',
  ]
  for (const value of choices) {
    window.localStorage.clear()
    if (value !== null) window.localStorage.setItem(CONSENT_STORAGE_KEY, value)
    document.documentElement.removeAttribute(CONSENT_CHOSEN_ATTRIBUTE)
    new Function(CONSENT_CHOSEN_SCRIPT)()
    expect([value, document.documentElement.hasAttribute(CONSENT_CHOSEN_ATTRIBUTE)]).toEqual([
      value,
      readConsent(window.localStorage) !== null,
    ])
  }
})

it('accept: remembers the choice and sends the waiting events to the data layer', async () => {
  track(viewItem)
  renderPage('en')
  await userEvent.click(await screen.findByRole('button', { name: 'Accept analytics' }))

  expect(screen.queryByRole('region', { name: 'Cookies and analytics' })).not.toBeInTheDocument()
  expect(stored()).toEqual({
    version: CONSENT_VERSION,
    choice: 'accepted',
    date: expect.any(String),
  })
  expect(Number.isNaN(Date.parse(stored().date))).toBe(false)
  // Consent Mode: the denied defaults and the grant (gtag's `arguments`) come before the event.
  const commands = window.dataLayer!.slice(0, 2).map((entry) => Array.from(entry as IArguments))
  expect(commands).toEqual([
    ['consent', 'default', expect.objectContaining({ analytics_storage: 'denied' })],
    ['consent', 'update', { analytics_storage: 'granted' }],
  ])
  expect(window.dataLayer!.slice(2)).toEqual([{ ecommerce: null }, viewItem])
})

it('only necessary: remembers the choice and nothing reaches the data layer', async () => {
  track(viewItem)
  renderPage('en')
  await userEvent.click(await screen.findByRole('button', { name: 'Only necessary' }))

  expect(screen.queryByRole('region', { name: 'Cookies and analytics' })).not.toBeInTheDocument()
  expect(stored()).toMatchObject({ version: CONSENT_VERSION, choice: 'necessary' })
  expect(window.dataLayer).toBeUndefined()
  expect(pendingEvents()).toEqual([])
})

it('applies a stored acceptance on mount without showing the banner', async () => {
  window.localStorage.setItem(
    CONSENT_STORAGE_KEY,
    JSON.stringify({ version: CONSENT_VERSION, choice: 'accepted', date: '2024-05-01T10:00:00Z' }),
  )
  track(viewItem)
  renderPage()

  await waitFor(() => expect(hasConsent()).toBe(true))
  expect(window.dataLayer).toContainEqual(viewItem)
  expect(screen.queryByRole('region', { name: 'Cookies a\u00a0analytika' })).not.toBeInTheDocument()
})

it('asks again when the stored choice is of an older version', async () => {
  window.localStorage.setItem(
    CONSENT_STORAGE_KEY,
    JSON.stringify({ version: 0, choice: 'accepted', date: '2024-05-01T10:00:00Z' }),
  )
  renderPage()
  expect(
    await screen.findByRole('region', { name: 'Cookies a\u00a0analytika' }),
  ).toBeInTheDocument()
  expect(hasConsent()).toBe(false)
})

it('reopens from the footer to change the choice, and withdrawing keeps events back', async () => {
  window.localStorage.setItem(
    CONSENT_STORAGE_KEY,
    JSON.stringify({ version: CONSENT_VERSION, choice: 'accepted', date: '2024-05-01T10:00:00Z' }),
  )
  renderPage()
  await waitFor(() => expect(hasConsent()).toBe(true))

  const settings = screen.getByRole('button', { name: 'Nastavení cookies' })
  await userEvent.click(settings)
  const banner = await screen.findByRole('region', { name: 'Cookies a\u00a0analytika' })
  expect(banner).toHaveFocus()

  await userEvent.click(screen.getByRole('button', { name: 'Jen nezbytné' }))
  expect(hasConsent()).toBe(false)
  expect(stored()).toMatchObject({ choice: 'necessary' })
  expect(settings).toHaveFocus()

  act(() => track(viewItem))
  expect(window.dataLayer).not.toContainEqual(viewItem)
})
