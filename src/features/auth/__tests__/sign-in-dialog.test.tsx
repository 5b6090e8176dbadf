import * as React from 'react'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import toast from 'react-hot-toast'
import { SignInDialog } from '../components/sign-in-dialog'
import { loginKey } from '../../../lib/session/stored-keys'
import { enableDialogs, renderDialog, userDocument } from '../../../testing/session'
import { loginScreenDocument } from '../testing/login-screen-document'
import { fakeApi } from '../../../testing/fake-api'
import { pendingEvents, withdrawConsent } from '../../analytics/testing/data-layer'

jest.mock('react-hot-toast', () => ({
  __esModule: true,
  default: { success: jest.fn(), error: jest.fn() },
}))

beforeAll(enableDialogs)
beforeEach(() => {
  withdrawConsent()
  jest.clearAllMocks()
  window.localStorage.clear()
})

const setup = (language: 'cs' | 'en' = 'cs') => {
  const open = jest.fn()
  const close = jest.fn()
  renderDialog(<SignInDialog open={open} close={close} />, language)
  return { open, close, user: userEvent.setup() }
}

describe('sign-in dialog', () => {
  it('logs out first, signs in with the e-mail, keeps the key and closes', async () => {
    const api = fakeApi(
      {
        'POST /auth/login': { body: userDocument },
        'GET /homepage/login_screens': { body: loginScreenDocument },
      },
      { otherCalls: 'empty' },
    )
    const { user, close } = setup()
    await user.type(screen.getByLabelText('E-mail'), 'jana@example.cz')
    await user.type(screen.getByLabelText('Heslo'), 'tajne-heslo')
    await user.click(screen.getByRole('button', { name: 'Přihlásit se' }))

    await waitFor(() => expect(close).toHaveBeenCalled())
    const calls = api.calls.filter((request) => request.method === 'POST').map((r) => r.path)
    expect(calls).toEqual(['/auth/logout/normal', '/auth/login'])
    expect(api.bodiesOf('POST', '/auth/login')).toEqual([
      { username: 'jana@example.cz', password: 'tajne-heslo', remember: true },
    ])
    expect(loginKey.read()).toBe('7')
    expect(toast.success).toHaveBeenCalledWith('Přihlášení proběhlo úspěšně.', { id: 'account' })
    expect(pendingEvents()).toEqual([{ event: 'login', method: 'email' }])
  })

  it('shows the side panel from the login-screen content', async () => {
    const api = fakeApi(
      { 'GET /homepage/login_screens': { body: loginScreenDocument } },
      { otherCalls: 'empty' },
    )
    setup()
    expect(await screen.findByText('Vítejte zpět')).toBeInTheDocument()
    expect(screen.getByText('Oblíbené obrazy na jednom místě')).toBeInTheDocument()
    expect(api.calls[0]?.path).toBe('/homepage/login_screens')
  })

  it('shows the translated messages for invalid input and sends nothing', async () => {
    const api = fakeApi({}, { otherCalls: 'empty' })
    const { user } = setup('en')
    await user.type(screen.getByLabelText('Email'), 'not-an-address')
    await user.click(screen.getByRole('button', { name: 'Sign in' }))

    const email = screen.getByLabelText('Email')
    expect(await screen.findByText('Enter a valid email address.')).toBeInTheDocument()
    expect(email).toHaveAttribute('aria-invalid', 'true')
    expect(email).toHaveAccessibleDescription('Enter a valid email address.')
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('This field is required.')
    expect(api.calls.filter((request) => request.method === 'POST')).toEqual([])
  })

  it('puts the server 422 on the e-mail field', async () => {
    fakeApi(
      {
        'POST /auth/login': {
          status: 422,
          body: { message: 'Invalid', errors: { username: ['Nesprávný e-mail nebo heslo.'] } },
        },
      },
      { otherCalls: 'empty' },
    )
    const { user, close } = setup()
    await user.type(screen.getByLabelText('E-mail'), 'jana@example.cz')
    await user.type(screen.getByLabelText('Heslo'), 'spatne-heslo')
    await user.click(screen.getByRole('button', { name: 'Přihlásit se' }))

    expect(await screen.findByText('Nesprávný e-mail nebo heslo.')).toBeInTheDocument()
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription(
      'Nesprávný e-mail nebo heslo.',
    )
    expect(close).not.toHaveBeenCalled()
    expect(loginKey.read()).toBeNull()
  })

  it('shows other failures as a translated toast', async () => {
    fakeApi(
      { 'POST /auth/login': { status: 500, body: { message: 'boom' } } },
      { otherCalls: 'empty' },
    )
    const { user } = setup()
    await user.type(screen.getByLabelText('E-mail'), 'jana@example.cz')
    await user.type(screen.getByLabelText('Heslo'), 'tajne-heslo')
    await user.click(screen.getByRole('button', { name: 'Přihlásit se' }))
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Něco se pokazilo. Zkuste to prosím znovu.'),
    )
  })

  it('opens the password-forgotten and registration dialogs', async () => {
    fakeApi({}, { otherCalls: 'empty' })
    const { user, open } = setup()
    await user.click(screen.getByRole('link', { name: 'Zapomněli jste heslo?' }))
    expect(open).toHaveBeenCalledWith('password-forgotten')
    await user.click(screen.getByRole('link', { name: 'Zaregistrujte se' }))
    expect(open).toHaveBeenCalledWith('registration')
  })
})
