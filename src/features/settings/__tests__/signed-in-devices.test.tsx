import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { loginKey } from '../../../lib/session/stored-keys'
import { fakeApi } from '../../../testing/fake-api'
import { meWith, renderSettings } from '../testing/render-settings'

jest.mock('gatsby', () => ({ ...jest.requireActual('gatsby'), navigate: jest.fn() }))

const PHONE = 'a1b2c3-4e5f6a1b2c3d4e_f6'
const LAPTOP = 'f6e5d4c3b2a1f6e5d4c3b2a1'

function device(id: string, attributes: Record<string, unknown>) {
  return {
    type: 'sessions',
    id,
    attributes: {
      browser: null,
      system: null,
      signed_in_at: '2026-11-20T08:00:00Z',
      last_seen_at: '2026-11-25T17:30:00Z',
      expires_at: '2026-12-25T17:30:00Z',
      remember: true,
      current: false,
      ...attributes,
    },
  }
}

const thisDevice = device('0123456789abcdef01234567', {
  browser: 'Firefox',
  system: 'Linux',
  current: true,
})
const phone = device(PHONE, { browser: 'Safari', system: 'iOS' })
const laptop = device(LAPTOP, {})
const sessions = (...data: unknown[]) => ({ status: 200, body: { data, meta: { total: 1 } } })

beforeEach(() => {
  localStorage.clear()
  loginKey.save('7')
})

describe('Settings: signed-in devices', () => {
  it('lists the devices, this one marked, and signs another out', async () => {
    const api = fakeApi({
      'GET /me': { status: 200, body: meWith() },
      'GET /me/sessions': [sessions(thisDevice, phone, laptop), sessions(thisDevice, laptop)],
      [`DELETE /me/sessions/${PHONE}`]: { status: 204 },
    })
    renderSettings()
    const section = await screen.findByRole('region', { name: 'Přihlášená zařízení' })
    const list = await within(section).findByRole('list')
    const items = within(list).getAllByRole('listitem')
    expect(items).toHaveLength(3)
    expect(items[0]).toHaveTextContent('Firefox, LinuxToto zařízení')
    expect(items[0]).toHaveTextContent('Přihlášeno 20. listopadu 2026')
    // This device signs out through the account menu, not here.
    expect(within(items[0]!).queryByRole('button')).not.toBeInTheDocument()
    expect(items[2]).toHaveTextContent('Neznámé zařízení')

    await userEvent.click(
      within(section).getByRole('button', { name: 'Odhlásit zařízení Safari, iOS' }),
    )
    expect(await screen.findByText('Zařízení Safari, iOS jsme odhlásili.')).toBeInTheDocument()
    expect(api.order()).toContain(`DELETE /me/sessions/${PHONE}`)
    expect(await within(section).findAllByRole('listitem')).toHaveLength(2)
  })

  it('signs out every other device at once, in English', async () => {
    const api = fakeApi({
      'GET /me': { status: 200, body: meWith({ locale: 'en' }) },
      'GET /me/sessions': [sessions(thisDevice, phone, laptop), sessions(thisDevice)],
      'DELETE /me/sessions': { status: 204 },
    })
    renderSettings('en')
    const button = await screen.findByRole('button', { name: 'Sign out all other devices' })
    await userEvent.click(button)
    expect(await screen.findByText('All other devices have been signed out.')).toBeInTheDocument()
    expect(api.order()).toContain('DELETE /me/sessions')
    // Only this device is left: nothing else to sign out.
    expect(
      screen.queryByRole('button', { name: 'Sign out all other devices' }),
    ).not.toBeInTheDocument()
  })

  it('says so when the list cannot be loaded', async () => {
    fakeApi({
      'GET /me': { status: 200, body: meWith() },
      'GET /me/sessions': { status: 500, body: {} },
    })
    renderSettings()
    expect(await screen.findByText('Přihlášená zařízení se nepodařilo načíst.')).toBeInTheDocument()
  })
})
