import * as React from 'react'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import toast from 'react-hot-toast'
import { loginKey } from '../../../lib/session/stored-keys'
import { fakeApi } from '../../../testing/fake-api'
import { renderDialog } from '../../../testing/session'
import { PasswordForm } from '../components/password-form'
import { meDocument } from '../../../testing/me-document'

jest.mock('react-hot-toast', () => ({
  __esModule: true,
  default: { success: jest.fn(), error: jest.fn() },
}))

beforeEach(() => {
  jest.clearAllMocks()
  localStorage.clear()
  loginKey.save('7')
})

const UPDATE = '/auth/password/update'
const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label)

async function setup() {
  renderDialog(<PasswordForm />)
  await screen.findByLabelText('Nové heslo')
  return userEvent.setup()
}

async function fillIn(user: ReturnType<typeof userEvent.setup>, confirmation = 'nove-heslo-123') {
  await user.type(field('Nové heslo'), 'nove-heslo-123')
  await user.type(field('Nové heslo znovu'), confirmation)
}

describe('password change form', () => {
  it('sends the current and the new password, says so, clears the form and reloads the user', async () => {
    const api = fakeApi({
      'GET /me': { body: meDocument() },
      [`POST ${UPDATE}`]: { body: meDocument() },
    })
    const user = await setup()
    expect(
      screen.getByText(
        'Po změně hesla vás odhlásíme na všech ostatních zařízeních. Na tomto zůstanete přihlášeni.',
      ),
    ).toBeInTheDocument()
    await user.type(field('Současné heslo'), 'stare-heslo')
    await fillIn(user)
    await user.click(screen.getByRole('button', { name: 'Změnit heslo' }))

    await waitFor(() => expect(toast.success).toHaveBeenCalledWith('Heslo je změněné.'))
    expect(api.bodiesOf('POST', UPDATE)).toEqual([
      {
        current_password: 'stare-heslo',
        password: 'nove-heslo-123',
        password_confirmation: 'nove-heslo-123',
      },
    ])
    expect(field('Současné heslo')).toHaveValue('')
    expect(field('Nové heslo')).toHaveValue('')
    expect(field('Nové heslo znovu')).toHaveValue('')
    await waitFor(() => expect(api.bodiesOf('GET', '/me')).toHaveLength(2))
  })

  it('shows the required fields and a confirmation that differs, and sends nothing', async () => {
    const api = fakeApi({ 'GET /me': { body: meDocument() } })
    const user = await setup()
    await fillIn(user, 'jine-heslo')
    await user.click(screen.getByRole('button', { name: 'Změnit heslo' }))

    await waitFor(() =>
      expect(field('Současné heslo')).toHaveAccessibleDescription('Toto pole je povinné.'),
    )
    expect(field('Nové heslo znovu')).toHaveAccessibleDescription('Hesla se neshodují.')
    expect(field('Nové heslo znovu')).toHaveAttribute('aria-invalid', 'true')
    expect(field('Nové heslo')).not.toHaveAttribute('aria-invalid')
    expect(api.bodiesOf('POST', UPDATE)).toEqual([])
  })

  it('puts the server’s 422 on its fields and keeps what was typed', async () => {
    fakeApi({
      'GET /me': { body: meDocument() },
      [`POST ${UPDATE}`]: {
        status: 422,
        body: {
          errors: {
            current_password: ['Současné heslo není správné.'],
            password: ['Heslo musí mít alespoň 8 znaků.'],
          },
        },
      },
    })
    const user = await setup()
    await user.type(field('Současné heslo'), 'spatne')
    await fillIn(user)
    await user.click(screen.getByRole('button', { name: 'Změnit heslo' }))

    await waitFor(() =>
      expect(field('Současné heslo')).toHaveAccessibleDescription('Současné heslo není správné.'),
    )
    expect(field('Nové heslo')).toHaveAccessibleDescription('Heslo musí mít alespoň 8 znaků.')
    expect(field('Současné heslo')).toHaveFocus()
    expect(field('Nové heslo')).toHaveValue('nove-heslo-123')
    expect(toast.success).not.toHaveBeenCalled()
  })

  it('lets an account from Google or Facebook set its first password without a current one', async () => {
    const api = fakeApi({
      'GET /me': { body: meDocument({ has_password: false }) },
      [`POST ${UPDATE}`]: { body: meDocument() },
    })
    const user = await setup()
    expect(screen.queryByLabelText('Současné heslo')).not.toBeInTheDocument()
    expect(screen.getByText(/Zatím se přihlašujete přes Google nebo Facebook/)).toBeInTheDocument()
    await fillIn(user)
    await user.click(screen.getByRole('button', { name: 'Nastavit heslo' }))

    await waitFor(() => expect(toast.success).toHaveBeenCalled())
    expect(api.bodiesOf('POST', UPDATE)).toEqual([
      { password: 'nove-heslo-123', password_confirmation: 'nove-heslo-123' },
    ])
  })
})
