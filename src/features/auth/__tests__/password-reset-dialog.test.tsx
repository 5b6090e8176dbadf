import * as React from 'react'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import toast from 'react-hot-toast'
import { PasswordResetDialog } from '../components/password-reset-dialog'
import { loginKey } from '../../../lib/session/stored-keys'
import { enableDialogs, renderDialog, userDocument } from '../../../testing/session'
import { fakeApi } from '../../../testing/fake-api'

jest.mock('react-hot-toast', () => ({
  __esModule: true,
  default: { success: jest.fn(), error: jest.fn() },
}))

beforeAll(enableDialogs)
beforeEach(() => {
  jest.clearAllMocks()
  window.localStorage.clear()
})

const setup = (language: 'cs' | 'en' = 'cs', token = 'reset-token') => {
  const open = jest.fn()
  const close = jest.fn()
  renderDialog(
    <PasswordResetDialog open={open} close={close} email="jana@example.cz" token={token} />,
    language,
  )
  return { open, close, user: userEvent.setup() }
}

async function submit(user: ReturnType<typeof userEvent.setup>, password = 'nove-heslo-1') {
  await user.type(screen.getByLabelText('Nové heslo'), password)
  await user.type(screen.getByLabelText('Potvrzení hesla'), password)
  await user.click(screen.getByRole('button', { name: 'Uložit nové heslo' }))
}

describe('password-reset dialog', () => {
  it('sets the password with the e-mail and token from the link, never remembered', async () => {
    const api = fakeApi({ 'POST /auth/password/reset': { body: userDocument } })
    const { user, close } = setup()
    expect(screen.getByText('Zvolte nové heslo pro účet jana@example.cz.')).toBeInTheDocument()
    await submit(user)

    await waitFor(() => expect(close).toHaveBeenCalled())
    expect(api.bodiesOf('POST', '/auth/password/reset')).toEqual([
      {
        email: 'jana@example.cz',
        token: 'reset-token',
        password: 'nove-heslo-1',
        password_confirmation: 'nove-heslo-1',
        remember: false,
      },
    ])
    expect(loginKey.read()).toBe('7')
    expect(toast.success).toHaveBeenCalledWith('Heslo bylo změněno, jste přihlášeni.')
  })

  it('shows the translated messages for invalid input', async () => {
    const api = fakeApi({})
    const { user } = setup('en')
    await user.type(screen.getByLabelText('New password'), 'one-password')
    await user.type(screen.getByLabelText('Confirm password'), 'another-one')
    await user.click(screen.getByRole('button', { name: 'Save new password' }))
    expect(await screen.findByText('The passwords do not match.')).toBeInTheDocument()
    expect(api.calls.filter((request) => request.method === 'POST')).toEqual([])
  })

  it('puts a server 422 on the password on its field: a password too common', async () => {
    const common = 'Toto heslo je příliš běžné a snadno se uhodne. Zvolte prosím jiné.'
    fakeApi({
      'POST /auth/password/reset': { status: 422, body: { errors: { password: [common] } } },
    })
    const { user, close } = setup()
    await submit(user, 'password1')
    await waitFor(() =>
      expect(screen.getByLabelText('Nové heslo')).toHaveAccessibleDescription(common),
    )
    expect(close).not.toHaveBeenCalled()
  })

  it('says a new password is too short before asking the server', async () => {
    const api = fakeApi({})
    const { user } = setup()
    await submit(user, 'kratke')
    await waitFor(() =>
      expect(screen.getByLabelText('Nové heslo')).toHaveAccessibleDescription(
        'Heslo musí mít alespoň 8 znaků.',
      ),
    )
    expect(api.calls.filter((request) => request.method === 'POST')).toEqual([])
  })

  it('on a dead link says so with the e-mail, sends a new link and closes', async () => {
    const api = fakeApi({
      'POST /auth/password/reset': {
        status: 422,
        body: { errors: { token: ['Odkaz je neplatný.'] } },
      },
    })
    const { user, close } = setup()
    await submit(user)

    await waitFor(() => expect(close).toHaveBeenCalled())
    expect(toast.error).toHaveBeenCalledWith(
      'Odkaz pro obnovení hesla je neplatný nebo vypršel. Nový odkaz jsme poslali na jana@example.cz',
      expect.anything(),
    )
    await waitFor(() =>
      expect(api.bodiesOf('POST', '/auth/password/forgot')).toEqual([{ email: 'jana@example.cz' }]),
    )
    expect(loginKey.read()).toBeNull()
  })

  it('closes on any other failure with a translated toast', async () => {
    fakeApi({ 'POST /auth/password/reset': { status: 500 } })
    const { user, close } = setup()
    await submit(user)
    await waitFor(() => expect(close).toHaveBeenCalled())
    expect(toast.error).toHaveBeenCalledWith('Něco se pokazilo. Zkuste to prosím znovu.')
  })

  it('without a token offers a new link instead of the form', async () => {
    fakeApi({})
    const { user, open } = setup('cs', '')
    expect(screen.queryByLabelText('Nové heslo')).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Poslat nový odkaz' }))
    expect(open).toHaveBeenCalledWith('password-forgotten')
  })
})
