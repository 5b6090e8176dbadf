import * as React from 'react'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import toast from 'react-hot-toast'
import { RegistrationDialog } from '../components/registration-dialog'
import { loginKey } from '../../../lib/session/stored-keys'
import { enableDialogs, renderDialog, userDocument } from '../../../testing/session'
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
  renderDialog(<RegistrationDialog open={open} close={close} />, language)
  return { open, close, user: userEvent.setup() }
}

type Setup = ReturnType<typeof setup>

async function fillIn({ user }: Setup) {
  await user.type(screen.getByLabelText('E-mail'), 'petr@example.cz')
  await user.type(screen.getByLabelText('Jméno a příjmení'), 'Petr Svoboda')
  await user.type(screen.getByLabelText('Heslo'), 'dlouhe-heslo')
  await user.type(screen.getByLabelText('Potvrzení hesla'), 'dlouhe-heslo')
  await user.type(screen.getByLabelText('Ulice a číslo domu'), 'Dlouhá 12')
  await user.type(screen.getByLabelText('Město'), 'Brno')
  await user.type(screen.getByLabelText('PSČ'), '60200')
  await user.selectOptions(screen.getByLabelText('Předvolba'), '+421')
  await user.type(screen.getByLabelText('Telefonní číslo'), '905123456')
  await user.selectOptions(screen.getByLabelText('Země'), 'SK')
}

describe('registration dialog', () => {
  it('offers the 27 EU countries by local name, Czechia and +420 first chosen', () => {
    fakeApi({}, { otherCalls: 'empty' })
    setup()
    const country = screen.getByLabelText<HTMLSelectElement>('Země')
    expect(country.options).toHaveLength(27)
    expect(country.value).toBe('CZ')
    expect(screen.getByRole('option', { name: 'Ελλάδα' })).toHaveValue('EL')
    expect(screen.getByLabelText<HTMLSelectElement>('Předvolba').value).toBe('+420')
  })

  it('registers with the whole payload, keeps the key and closes', async () => {
    const api = fakeApi(
      { 'POST /auth/register': { status: 201, body: userDocument } },
      { otherCalls: 'empty' },
    )
    const props = setup()
    await fillIn(props)
    await props.user.click(screen.getByRole('button', { name: 'Vytvořit účet' }))

    await waitFor(() => expect(props.close).toHaveBeenCalled())
    expect(api.bodiesOf('POST', '/auth/register')).toEqual([
      {
        email: 'petr@example.cz',
        name: 'Petr Svoboda',
        password: 'dlouhe-heslo',
        password_confirmation: 'dlouhe-heslo',
        street: 'Dlouhá 12',
        city: 'Brno',
        zip: '60200',
        phone_number: '+421 905123456',
        country: 'SK',
        remember: true,
        terms_accepted: true,
        locale: 'cs',
      },
    ])
    expect(api.calls.find((request) => request.method === 'POST')?.path).toBe('/auth/logout/normal')
    expect(loginKey.read()).toBe('7')
    expect(toast.success).toHaveBeenCalledWith('Registrace proběhla úspěšně. Vítejte!', {
      id: 'account',
    })
    expect(pendingEvents()).toEqual([{ event: 'sign_up', method: 'email' }])
  })

  it('shows the translated messages for invalid input', async () => {
    const api = fakeApi({}, { otherCalls: 'empty' })
    const { user } = setup('en')
    await user.type(screen.getByLabelText('Email'), 'petr@')
    await user.type(screen.getByLabelText('Password', { exact: true }), 'first-one')
    await user.type(screen.getByLabelText('Confirm password'), 'second-one')
    await user.type(screen.getByLabelText('Phone number'), '123')
    await user.click(screen.getByRole('button', { name: 'Create account' }))

    expect(await screen.findByText('Enter a valid email address.')).toBeInTheDocument()
    expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription(
      'The passwords do not match.',
    )
    expect(screen.getByLabelText('Phone number')).toHaveAccessibleDescription(
      'The phone number must have at least 5 digits.',
    )
    expect(screen.getByLabelText('Full name')).toHaveAccessibleDescription(
      'This field is required.',
    )
    expect(api.calls.filter((request) => request.method === 'POST')).toEqual([])
  })

  it('puts the server 422 messages on their fields', async () => {
    fakeApi(
      {
        'POST /auth/register': {
          status: 422,
          body: {
            errors: {
              email: ['Tento e-mail už je registrovaný.'],
              password: ['Heslo musí mít alespoň 8 znaků.'],
            },
          },
        },
      },
      { otherCalls: 'empty' },
    )
    const props = setup()
    await fillIn(props)
    await props.user.click(screen.getByRole('button', { name: 'Vytvořit účet' }))

    expect(await screen.findByText('Tento e-mail už je registrovaný.')).toBeInTheDocument()
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription(
      'Tento e-mail už je registrovaný.',
    )
    expect(screen.getByLabelText('Heslo')).toHaveAccessibleDescription(
      'Heslo musí mít alespoň 8 znaků.',
    )
    expect(props.close).not.toHaveBeenCalled()
  })

  it('links the consent to the privacy page and offers sign-in and a forgotten password', async () => {
    fakeApi({}, { otherCalls: 'empty' })
    const { user, open } = setup()
    expect(screen.getByRole('link', { name: 'zásady zpracování osobních údajů' })).toHaveAttribute(
      'href',
      '/ochrana-osobnich-udaju',
    )
    // Its "or" and the Google and Facebook buttons only with their keys (social-divider.test.tsx).
    await user.click(screen.getByRole('button', { name: 'Zapomněli jste heslo?' }))
    expect(open).toHaveBeenCalledWith('password-forgotten')
    await user.click(screen.getByRole('link', { name: 'Přihlaste se' }))
    expect(open).toHaveBeenCalledWith('sign-in')
  })
})
