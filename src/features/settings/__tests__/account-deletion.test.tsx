import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
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

beforeAll(enableDialogs)
beforeEach(() => {
  localStorage.clear()
  sessionStorage.clear()
  loginKey.save('7')
  jest.mocked(reloadAt).mockClear()
})

describe('Settings: account deletion', () => {
  it('explains what goes and what stays before anything is asked', async () => {
    fakeApi({ 'GET /me': { status: 200, body: meWith() } })
    renderSettings()
    const zone = await screen.findByRole('region', { name: 'Smazání účtu' })
    for (const text of ['uložené adresy', 'oblíbené obrázky', 'košíky'])
      expect(within(zone).getByText(text)).toBeInTheDocument()
    expect(within(zone).getByText(/uchovat pro účetnictví/)).toBeInTheDocument()
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

  it('a Google or Facebook account confirms with its e-mail', async () => {
    const api = fakeApi({
      'GET /me': { status: 200, body: meWith({ has_password: false }) },
      'POST /me/destroy': [
        {
          status: 422,
          body: {
            message: 'Invalid.',
            errors: { email: ['This e-mail address does not match your account.'] },
          },
        },
        { status: 200, body: { message: 'Deleted.' } },
      ],
    })
    renderSettings('en')
    const dialog = await openDialog('Delete account')
    expect(within(dialog).queryByLabelText('Password')).not.toBeInTheDocument()
    const email = within(dialog).getByRole('textbox', { name: 'Email' })
    await userEvent.type(email, 'jiny@example.cz')
    await confirm(dialog, 'Delete account permanently')
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription('This e-mail address does not match your account.'),
    )
    await userEvent.clear(email)
    await userEvent.type(email, 'jana@example.cz')
    await confirm(dialog, 'Delete account permanently')
    await waitFor(() => expect(reloadAt).toHaveBeenCalledWith('/en'))
    expect(posts(api)).toEqual([{ email: 'jiny@example.cz' }, { email: 'jana@example.cz' }])
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
