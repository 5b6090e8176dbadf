import * as React from 'react'
import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import toast from 'react-hot-toast'
import { env } from '../../../config/env'
import type { GoogleIdentity } from '../../auth'
import { loginKey } from '../../../lib/session/stored-keys'
import { fakeApi } from '../../../testing/fake-api'
import { renderDialog } from '../../../testing/session'
import { PasswordForm } from '../components/password-form'
import { ProfileForm } from '../components/profile-form'
import { meDocument } from '../../../testing/me-document'

jest.mock('react-hot-toast', () => ({
  __esModule: true,
  default: { success: jest.fn(), error: jest.fn() },
}))

const configured = env.googleClientId
let googleCallback: (response: { credential: string }) => void = () => undefined

beforeEach(() => {
  jest.clearAllMocks()
  localStorage.clear()
  loginKey.save('7')
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

const googleOnly = meDocument({ has_password: false })

describe('an account without a password confirms security changes with Google', () => {
  it('sends a fresh Google token with a first password', async () => {
    const api = fakeApi({
      'GET /me': { body: googleOnly },
      'POST /auth/password/update': { body: meDocument() },
    })
    renderDialog(<PasswordForm />)
    const user = userEvent.setup()
    await screen.findByRole('button', { name: 'Google' })
    expect(screen.getByTestId('social-reauth')).toHaveTextContent(
      'Účet zatím nemá heslo: změnu potvrďte novým přihlášením přes Google nebo Facebook.',
    )
    act(() => googleCallback({ credential: 'fresh-google-token' }))
    expect(await screen.findByText('Potvrzeno. Teď změnu uložte.')).toBeInTheDocument()
    await user.type(screen.getByLabelText('Nové heslo'), 'nove-heslo-123')
    await user.type(screen.getByLabelText('Nové heslo znovu'), 'nove-heslo-123')
    await user.click(screen.getByRole('button', { name: 'Nastavit heslo' }))
    await waitFor(() => expect(toast.success).toHaveBeenCalled())
    expect(api.bodiesOf('POST', '/auth/password/update')).toEqual([
      {
        password: 'nove-heslo-123',
        password_confirmation: 'nove-heslo-123',
        social_token: 'fresh-google-token',
        social_driver: 'google',
      },
    ])
  })

  it('asks for Google only when the e-mail changes, sends the token, and says where the link went', async () => {
    const api = fakeApi({
      'GET /me': { body: googleOnly },
      'PATCH /me': {
        body: meDocument({ has_password: false, pending_email: 'nova@example.cz' }),
      },
    })
    renderDialog(<ProfileForm />)
    const user = userEvent.setup()
    const email = await screen.findByLabelText('E-mail')
    expect(screen.queryByTestId('social-reauth')).not.toBeInTheDocument()
    await user.clear(email)
    await user.type(email, 'nova@example.cz')
    await screen.findByRole('button', { name: 'Google' })
    act(() => googleCallback({ credential: 'fresh-google-token' }))
    await screen.findByText('Potvrzeno. Teď změnu uložte.')
    await user.click(screen.getByRole('button', { name: 'Uložit změny' }))
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith(
        'Na nova@example.cz jsme poslali odkaz pro potvrzení. Nový e-mail začne platit, až ho otevřete.',
      ),
    )
    expect(api.bodiesOf('PATCH', '/me')[0]).toMatchObject({
      email: 'nova@example.cz',
      social_token: 'fresh-google-token',
      social_driver: 'google',
    })
  })
})
