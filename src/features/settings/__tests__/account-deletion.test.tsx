import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { env } from '../../../config/env'
import type { GoogleIdentity } from '../../auth'
import { reloadAt } from '../../../lib/session/reload-at'
import { flash, loginKey } from '../../../lib/session/stored-keys'
import { fakeApi } from '../../../testing/fake-api'
import { enableDialogs } from '../../../testing/session'
import { meWith, renderSettings } from '../testing/render-settings'

jest.mock('gatsby', () => ({ ...jest.requireActual('gatsby'), navigate: jest.fn() }))
jest.mock('../../../lib/session/reload-at', () => ({ reloadAt: jest.fn() }))

async function openDialog(name = 'Smazat účet') {
  await userEvent.click(await screen.findByRole('button', { name }))
  return screen.getByRole('dialog')
}
const confirm = (dialog: HTMLElement, name = 'Smazat účet natrvalo') =>
  userEvent.click(within(dialog).getByRole('button', { name }))
const posts = (api: ReturnType<typeof fakeApi>) =>
  api.calls.filter(({ call }) => call === 'POST /me/destroy').map((c) => c.body)

const configured = env.googleClientId
let googleCallback: (response: { credential: string }) => void = () => undefined

beforeAll(enableDialogs)
beforeEach(() => {
  localStorage.clear()
  sessionStorage.clear()
  loginKey.save('7')
  jest.mocked(reloadAt).mockClear()
  env.googleClientId = 'shop.apps.googleusercontent.com'
  const google: GoogleIdentity = {
    accounts: {
      id: {
        initialize: jest.fn((options) => {
          googleCallback = options.callback
        }),
        renderButton: jest.fn((parent: HTMLElement) => {
          parent.innerHTML = '<button type="button">Google</button>'
        }),
      },
    },
  }
  window.google = google
})
afterEach(() => {
  env.googleClientId = configured
  delete window.google
})

describe('Settings: account deletion', () => {
  it('explains what goes and what stays before anything is asked', async () => {
    fakeApi({ 'GET /me': { status: 200, body: meWith() } })
    renderSettings()
    const zone = await screen.findByRole('region', { name: 'Smazání účtu' })
    for (const text of ['uložené adresy', 'oblíbené obrázky', 'košíky'])
      expect(within(zone).getByText(text)).toBeInTheDocument()
    expect(within(zone).getByText(/uchováme pro účetnictví/)).toBeInTheDocument()
    // Tax documents stay as issued, for the period § 35 of the VAT act sets.
    expect(within(zone).getByText(/beze změny 10\slet od konce roku/)).toBeInTheDocument()
    expect(within(zone).getByText(/zaplacená objednávka/)).toBeInTheDocument()
  })

  it('needs the password and sends nothing without it', async () => {
    const api = fakeApi({ 'GET /me': { status: 200, body: meWith() } })
    renderSettings()
    const dialog = await openDialog()
    expect(dialog).toHaveAccessibleName('Opravdu smazat účet?')
    await confirm(dialog)
    const password = within(dialog).getByLabelText('Heslo')
    await waitFor(() => expect(password).toHaveAccessibleDescription('Toto pole je povinné.'))
    expect(posts(api)).toEqual([])
  })

  it('shows a wrong password on the field', async () => {
    fakeApi({
      'GET /me': { status: 200, body: meWith() },
      'POST /me/destroy': {
        status: 422,
        body: { message: 'Chyba.', errors: { password: ['Heslo není správné.'] } },
      },
    })
    renderSettings()
    const dialog = await openDialog()
    await userEvent.type(within(dialog).getByLabelText('Heslo'), 'spatne-heslo')
    await confirm(dialog)
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Heslo')).toHaveAccessibleDescription(
        'Heslo není správné.',
      ),
    )
    expect(reloadAt).not.toHaveBeenCalled()
    expect(loginKey.read()).toBe('7')
  })

  it('explains in the dialog that a paid order on its way blocks it', async () => {
    fakeApi({
      'GET /me': { status: 200, body: meWith() },
      'POST /me/destroy': { status: 409, body: { message: 'Objednávka se vyřizuje.' } },
    })
    renderSettings()
    const dialog = await openDialog()
    await userEvent.type(within(dialog).getByLabelText('Heslo'), 'tajne-heslo')
    await confirm(dialog)
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Účet teď nejde smazat, protože pro vás vyřizujeme zaplacenou objednávku.',
    )
    expect(reloadAt).not.toHaveBeenCalled()
  })

  it('a Google or Facebook account confirms with a new Google sign-in, not by typing its e-mail', async () => {
    const api = fakeApi({
      'GET /me': { status: 200, body: meWith({ has_password: false }) },
      'POST /me/destroy': [
        {
          status: 422,
          body: {
            message: 'Invalid.',
            errors: {
              social_token: ['Please confirm by signing in with Google or Facebook again.'],
            },
          },
        },
        { status: 200, body: { message: 'Deleted.' } },
      ],
    })
    renderSettings('en')
    const dialog = await openDialog('Delete account')
    expect(within(dialog).queryByLabelText('Password')).not.toBeInTheDocument()
    expect(within(dialog).queryByRole('textbox')).not.toBeInTheDocument()
    expect(within(dialog).getByTestId('social-reauth')).toHaveTextContent(
      'You sign in with Google or Facebook, so confirm the deletion by signing in with it again.',
    )
    const confirmButton = within(dialog).getByRole('button', { name: 'Delete account permanently' })
    expect(confirmButton).toBeDisabled()

    await within(dialog).findByRole('button', { name: 'Google' })
    act(() => googleCallback({ credential: 'stale-google-token' }))
    await within(dialog).findByText('Confirmed. You can now delete your account.')
    await confirm(dialog, 'Delete account permanently')
    // Refused (too old, say): the sign-in is asked for again.
    await within(dialog).findByRole('button', { name: 'Google' })
    expect(reloadAt).not.toHaveBeenCalled()

    act(() => googleCallback({ credential: 'fresh-google-token' }))
    await within(dialog).findByText('Confirmed. You can now delete your account.')
    await confirm(dialog, 'Delete account permanently')
    await waitFor(() => expect(reloadAt).toHaveBeenCalledWith('/en'))
    expect(posts(api)).toEqual([
      { social_token: 'stale-google-token', social_driver: 'google' },
      { social_token: 'fresh-google-token', social_driver: 'google' },
    ])
  })

  it('forgets the session without a logout call and reloads home with the message', async () => {
    const api = fakeApi({
      'GET /me': { status: 200, body: meWith() },
      'POST /me/destroy': { status: 200, body: { message: 'Účet byl smazán.' } },
    })
    renderSettings()
    const dialog = await openDialog()
    await userEvent.type(within(dialog).getByLabelText('Heslo'), 'tajne-heslo')
    await confirm(dialog)
    await waitFor(() => expect(reloadAt).toHaveBeenCalledWith('/'))
    expect(posts(api)).toEqual([{ password: 'tajne-heslo' }])
    expect(api.order()).not.toContain('POST /auth/logout/normal')
    expect(loginKey.read()).toBeNull()
    expect(flash.take()).toBe('common:alerts.success.account_deleted')
  })
})
