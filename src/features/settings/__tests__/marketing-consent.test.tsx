import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { loginKey } from '../../../lib/session/stored-keys'
import { fakeApi } from '../../../testing/fake-api'
import { meWith, renderSettings } from '../testing/render-settings'

jest.mock('gatsby', () => ({ ...jest.requireActual('gatsby'), navigate: jest.fn() }))

const consent = () =>
  screen.findByRole('checkbox', { name: 'Posílejte mi e-mailem novinky a\u00a0nabídky' })

beforeEach(() => {
  localStorage.clear()
  loginKey.save('7')
})

describe('Settings: marketing consent', () => {
  it('ticking sends the consent, confirms it and reloads the user', async () => {
    const api = fakeApi({
      'GET /me': [
        { status: 200, body: meWith() },
        { status: 200, body: meWith({ marketing_consent: true }) },
      ],
      'PATCH /me': { status: 200, body: meWith({ marketing_consent: true }) },
    })
    renderSettings()
    const checkbox = await consent()
    expect(checkbox).not.toBeChecked()
    expect(checkbox).toHaveAccessibleDescription(/kdykoli odvolat/)
    await userEvent.click(checkbox)
    expect(await screen.findByText('Novinky a nabídky vám budeme posílat.')).toBeInTheDocument()
    expect(api.calls.filter(({ call }) => call === 'PATCH /me').map((c) => c.body)).toEqual([
      { marketing_consent: true },
    ])
    await waitFor(() => expect(api.order().filter((call) => call === 'GET /me')).toHaveLength(2))
    expect(checkbox).toBeChecked()
  })

  it('unticking withdraws it', async () => {
    const api = fakeApi({
      'GET /me': { status: 200, body: meWith({ marketing_consent: true }) },
      'PATCH /me': { status: 200, body: meWith() },
    })
    renderSettings('en')
    const checkbox = await screen.findByRole('checkbox', {
      name: 'Send me news and offers by email',
    })
    expect(checkbox).toBeChecked()
    await userEvent.click(checkbox)
    expect(
      await screen.findByText('We will no longer send you news and offers.'),
    ).toBeInTheDocument()
    expect(api.calls.find(({ call }) => call === 'PATCH /me')?.body).toEqual({
      marketing_consent: false,
    })
  })

  it('a failed save puts the box back and shows an error toast', async () => {
    fakeApi({
      'GET /me': { status: 200, body: meWith() },
      'PATCH /me': { status: 500, body: { message: 'Chyba serveru.' } },
    })
    renderSettings()
    const checkbox = await consent()
    await userEvent.click(checkbox)
    expect(await screen.findByText('Něco se pokazilo. Zkuste to prosím znovu.')).toBeInTheDocument()
    expect(checkbox).not.toBeChecked()
  })
})
