import * as React from 'react'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import toast from 'react-hot-toast'
import { PasswordForgottenDialog } from '../components/password-forgotten-dialog'
import { enableDialogs, renderDialog } from '../../../testing/session'
import { fakeApi } from '../../../testing/fake-api'

jest.mock('react-hot-toast', () => ({
  __esModule: true,
  default: { success: jest.fn(), error: jest.fn() },
}))

beforeAll(enableDialogs)
beforeEach(() => jest.clearAllMocks())

const setup = (language: 'cs' | 'en' = 'cs') => {
  const open = jest.fn()
  const close = jest.fn()
  renderDialog(<PasswordForgottenDialog open={open} close={close} />, language)
  return { open, close, user: userEvent.setup() }
}

describe('password-forgotten dialog', () => {
  it('asks for a link, confirms and closes', async () => {
    const api = fakeApi({ 'POST /auth/password/forgot': { body: { message: 'sent' } } })
    const { user, close } = setup()
    await user.type(screen.getByLabelText('E-mail'), 'jana@example.cz')
    await user.click(screen.getByRole('button', { name: 'Poslat odkaz' }))

    await waitFor(() => expect(close).toHaveBeenCalled())
    expect(api.bodiesOf('POST', '/auth/password/forgot')).toEqual([{ email: 'jana@example.cz' }])
    expect(toast.success).toHaveBeenCalledWith(
      'Pokud u\u00a0nás účet s\u00a0tímto e-mailem existuje, poslali jsme na něj odkaz pro obnovení hesla.',
    )
  })

  it('shows the translated messages for invalid input', async () => {
    const api = fakeApi({})
    const { user } = setup('en')
    await user.click(screen.getByRole('button', { name: 'Send link' }))
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('This field is required.')
    await user.type(screen.getByLabelText('Email'), 'jana')
    await user.click(screen.getByRole('button', { name: 'Send link' }))
    expect(await screen.findByText('Enter a valid email address.')).toBeInTheDocument()
    expect(api.calls.filter((request) => request.method === 'POST')).toEqual([])
  })

  it('puts the server 422 on the e-mail field', async () => {
    fakeApi({
      'POST /auth/password/forgot': {
        status: 422,
        body: { errors: { email: ['Zadejte platnou e-mailovou adresu.'] } },
      },
    })
    const { user, close } = setup()
    await user.type(screen.getByLabelText('E-mail'), 'jana@example.cz')
    await user.click(screen.getByRole('button', { name: 'Poslat odkaz' }))
    await waitFor(() =>
      expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription(
        'Zadejte platnou e-mailovou adresu.',
      ),
    )
    expect(close).not.toHaveBeenCalled()
  })
})
