import * as React from 'react'
import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import toast from 'react-hot-toast'
import { env } from '../../../config/env'
import { RegistrationDialog } from '../components/registration-dialog'
import { SignInDialog } from '../components/sign-in-dialog'
import type { GoogleIdentity } from '../providers/google-identity'
import { pendingLink } from '../pending-link'
import { enableDialogs, renderDialog, userDocument } from '../../../testing/session'
import { loginScreenDocument } from '../testing/login-screen-document'
import { fakeApi } from '../../../testing/fake-api'

jest.mock('react-hot-toast', () => ({
  __esModule: true,
  default: { success: jest.fn(), error: jest.fn() },
}))

const configured = env.googleClientId
let googleCallback: (response: { credential: string }) => void = () => undefined

/** Google Identity Services: initialize keeps the callback, renderButton draws a button. */
function stubGoogle() {
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
}

/** An unsigned ID token with an e-mail claim (the API checks signatures, not the storefront). */
const googleToken = [
  'e30',
  Buffer.from('{"email":"jana@example.cz"}').toString('base64url'),
  's',
].join('.')
const needsSignIn = { status: 409, body: { message: 'Sign in once' } }

beforeAll(enableDialogs)
beforeEach(() => {
  jest.clearAllMocks()
  localStorage.clear()
  env.googleClientId = 'shop.apps.googleusercontent.com'
  stubGoogle()
})
afterEach(() => {
  env.googleClientId = configured
  delete window.google
})

describe('linking Google to an existing account', () => {
  it('asks for one password sign-in, then sends the Google token along and links it', async () => {
    let logins = 0
    const api = fakeApi(
      {
        'GET /homepage/login_screens': { body: loginScreenDocument },
        'POST /auth/login': () => (++logins === 1 ? needsSignIn : { body: userDocument }),
      },
      { otherCalls: 'empty' },
    )
    const close = jest.fn()
    renderDialog(<SignInDialog open={jest.fn()} close={close} />)
    await screen.findByRole('button', { name: 'Google' })
    act(() => googleCallback({ credential: googleToken }))

    const notice = await screen.findByTestId('link-notice')
    expect(notice).toHaveTextContent(
      'Účet s e-mailem jana@example.cz už u nás máte. Přihlaste se k němu jednou heslem (nebo tak, jak se přihlašujete obvykle) a přihlášení přes Google k němu připojíme.',
    )
    // Someone whose address another person registered learns how to take the account over.
    expect(notice).toHaveTextContent('Nastavte si nové přes „Zapomněli jste heslo?“')
    expect(screen.getByLabelText('E-mail')).toHaveValue('jana@example.cz')
    // No registration is tried: the account exists.
    expect(api.calls.some((request) => request.path === '/auth/register')).toBe(false)
    expect(toast.error).not.toHaveBeenCalled()

    const user = userEvent.setup()
    await user.type(screen.getByLabelText('Heslo'), 'tajne-heslo')
    await user.click(screen.getByRole('button', { name: 'Přihlásit se' }))
    await waitFor(() => expect(close).toHaveBeenCalled())
    expect(api.bodiesOf('POST', '/auth/login')[1]).toEqual({
      username: 'jana@example.cz',
      password: 'tajne-heslo',
      remember: true,
      link: { token: googleToken, driver: 'google' },
    })
    expect(toast.success).toHaveBeenCalledWith(
      'Přihlášení přes Google je připojené k\u00a0vašemu účtu.',
      {
        id: 'account',
      },
    )
  })

  it('signs in without linking once the shopper declines', async () => {
    let logins = 0
    const api = fakeApi(
      {
        'GET /homepage/login_screens': { body: loginScreenDocument },
        'POST /auth/login': () => (++logins === 1 ? needsSignIn : { body: userDocument }),
      },
      { otherCalls: 'empty' },
    )
    renderDialog(<SignInDialog open={jest.fn()} close={jest.fn()} />, 'en')
    await screen.findByRole('button', { name: 'Google' })
    act(() => googleCallback({ credential: googleToken }))
    const user = userEvent.setup()
    await user.click(await screen.findByRole('button', { name: 'Don’t link Google' }))
    expect(screen.queryByTestId('link-notice')).not.toBeInTheDocument()
    await user.type(screen.getByLabelText('Password'), 'tajne-heslo')
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    await waitFor(() => expect(api.bodiesOf('POST', '/auth/login')).toHaveLength(2))
    expect(api.bodiesOf('POST', '/auth/login')[1]).not.toHaveProperty('link')
  })

  it('from the registration dialog, opens sign-in with the Google account waiting', async () => {
    fakeApi(
      {
        'GET /homepage/login_screens': { body: loginScreenDocument },
        'POST /auth/register': { status: 422, body: { errors: { token: ['Taken'] } } },
        'POST /auth/login': needsSignIn,
      },
      { otherCalls: 'empty' },
    )
    const open = jest.fn()
    renderDialog(<RegistrationDialog open={open} close={jest.fn()} />)
    await screen.findByRole('button', { name: 'Google' })
    act(() => googleCallback({ credential: googleToken }))
    await waitFor(() => expect(open).toHaveBeenCalledWith('sign-in'))
    expect(pendingLink.take()).toEqual({ driver: 'google', token: googleToken })
  })

  it('the sign-in dialog takes the waiting Google account over', async () => {
    fakeApi(
      { 'GET /homepage/login_screens': { body: loginScreenDocument } },
      { otherCalls: 'empty' },
    )
    pendingLink.set({ driver: 'google', token: googleToken })
    renderDialog(<SignInDialog open={jest.fn()} close={jest.fn()} />)
    expect(await screen.findByTestId('link-notice')).toHaveTextContent('jana@example.cz')
    expect(pendingLink.take()).toBeNull()
  })
})
