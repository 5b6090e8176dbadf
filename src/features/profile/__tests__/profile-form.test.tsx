import * as React from 'react'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { navigate } from 'gatsby'
import toast from 'react-hot-toast'
import type { Language } from '../../../config/languages'
import { loginKey } from '../../../lib/session/stored-keys'
import { fakeApi } from '../../../testing/fake-api'
import { renderDialog } from '../../../testing/session'
import { ProfileForm } from '../components/profile-form'
import { meDocument } from '../../../testing/me-document'

jest.mock('gatsby', () => ({ ...jest.requireActual('gatsby'), navigate: jest.fn() }))
jest.mock('react-hot-toast', () => ({
  __esModule: true,
  default: { success: jest.fn(), error: jest.fn() },
}))

beforeEach(() => {
  jest.clearAllMocks()
  localStorage.clear()
  loginKey.save('7')
})

async function setup(language: Language = 'cs') {
  renderDialog(<ProfileForm />, language)
  await screen.findByRole('textbox', {
    name: language === 'cs' ? 'Jméno a\u00a0příjmení' : 'Full name',
  })
  return userEvent.setup()
}

const textbox = (name: string) => screen.getByRole('textbox', { name })
const save = (user: ReturnType<typeof userEvent.setup>) =>
  user.click(screen.getByRole('button', { name: 'Uložit změny' }))
const currentPassword = () => screen.queryByLabelText('Současné heslo')

describe('profile edit form', () => {
  it("starts from the customer's details, with the phone split into calling code and number", async () => {
    fakeApi({ 'GET /me': { body: meDocument({ phone_number: '+421 905123456' }) } })
    await setup()
    expect(textbox('Jméno a\u00a0příjmení')).toHaveValue('Jana Nováková')
    expect(textbox('E-mail')).toHaveValue('jana@example.cz')
    expect(screen.getByRole('combobox', { name: 'Předvolba' })).toHaveValue('+421')
    expect(textbox('Telefonní číslo')).toHaveValue('905123456')
    expect(screen.getByRole('group', { name: 'Telefon (nepovinné)' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Zrušit' })).toHaveAttribute('href', '/profil')
    expect(currentPassword()).not.toBeInTheDocument()
  })

  it('PATCHes name, e-mail and phone, says so, reloads the user and goes back to the profile', async () => {
    const api = fakeApi({
      'GET /me': { body: meDocument() },
      'PATCH /me': { body: meDocument({ name: 'Jana Svobodová' }) },
    })
    const user = await setup()
    await user.clear(textbox('Jméno a\u00a0příjmení'))
    await user.type(textbox('Jméno a\u00a0příjmení'), 'Jana Svobodová')
    await user.selectOptions(screen.getByRole('combobox', { name: 'Předvolba' }), '+49')
    await user.clear(textbox('Telefonní číslo'))
    await user.type(textbox('Telefonní číslo'), '15123456789')
    await save(user)

    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/profil'))
    expect(api.bodiesOf('PATCH', '/me')).toEqual([
      { name: 'Jana Svobodová', email: 'jana@example.cz', phone_number: '+49 15123456789' },
    ])
    expect(toast.success).toHaveBeenCalledWith('Osobní údaje jsou uložené.')
    await waitFor(() => expect(api.bodiesOf('GET', '/me')).toHaveLength(2))
  })

  it('removes the phone when its field is emptied', async () => {
    const api = fakeApi({ 'GET /me': { body: meDocument() }, 'PATCH /me': { body: meDocument() } })
    const user = await setup()
    await user.clear(textbox('Telefonní číslo'))
    await save(user)
    await waitFor(() => expect(navigate).toHaveBeenCalled())
    expect(api.bodiesOf('PATCH', '/me')).toEqual([
      { name: 'Jana Nováková', email: 'jana@example.cz', phone_number: null },
    ])
  })

  it('shows the messages of a missing name, a bad e-mail and a short phone, and sends nothing', async () => {
    const api = fakeApi({ 'GET /me': { body: meDocument() } })
    const user = await setup()
    await user.clear(textbox('Jméno a\u00a0příjmení'))
    await user.clear(textbox('E-mail'))
    await user.type(textbox('E-mail'), 'jana@')
    await user.clear(textbox('Telefonní číslo'))
    await user.type(textbox('Telefonní číslo'), '123')
    await save(user)

    await waitFor(() =>
      expect(textbox('Jméno a\u00a0příjmení')).toHaveAccessibleDescription('Toto pole je povinné.'),
    )
    expect(textbox('E-mail')).toHaveAccessibleDescription('Zadejte platnou e-mailovou adresu.')
    expect(textbox('Telefonní číslo')).toHaveAccessibleDescription(
      'Telefonní číslo musí mít alespoň 5 číslic.',
    )
    expect(textbox('Jméno a\u00a0příjmení')).toHaveAttribute('aria-invalid', 'true')
    expect(api.bodiesOf('PATCH', '/me')).toEqual([])
  })

  it('asks for the current password when the e-mail changes and sends it along', async () => {
    const api = fakeApi({
      'GET /me': { body: meDocument() },
      'PATCH /me': { body: meDocument({ email: 'jana@novak.cz' }) },
    })
    const user = await setup()
    await user.clear(textbox('E-mail'))
    await user.type(textbox('E-mail'), 'jana@novak.cz')
    expect(currentPassword()).toBeInTheDocument()
    expect(screen.getByText('Změnu e-mailu potvrďte svým současným heslem.')).toBeInTheDocument()

    await save(user)
    await waitFor(() =>
      expect(currentPassword()).toHaveAccessibleDescription('Toto pole je povinné.'),
    )
    expect(api.bodiesOf('PATCH', '/me')).toEqual([])

    await user.type(currentPassword()!, 'stare-heslo')
    await save(user)
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/profil'))
    expect(api.bodiesOf('PATCH', '/me')).toEqual([
      {
        name: 'Jana Nováková',
        email: 'jana@novak.cz',
        phone_number: '+420 777123456',
        current_password: 'stare-heslo',
      },
    ])
  })

  it('puts the server’s 422 on the e-mail and current-password fields and stays', async () => {
    fakeApi({
      'GET /me': { body: meDocument() },
      'PATCH /me': {
        status: 422,
        body: {
          errors: {
            email: ['Tento e-mail už používá jiný účet.'],
            current_password: ['Současné heslo není správné.'],
          },
        },
      },
    })
    const user = await setup()
    await user.clear(textbox('E-mail'))
    await user.type(textbox('E-mail'), 'petr@example.cz')
    await user.type(currentPassword()!, 'spatne-heslo')
    await save(user)

    await waitFor(() =>
      expect(textbox('E-mail')).toHaveAccessibleDescription('Tento e-mail už používá jiný účet.'),
    )
    expect(currentPassword()).toHaveAccessibleDescription('Současné heslo není správné.')
    expect(textbox('E-mail')).toHaveFocus()
    expect(navigate).not.toHaveBeenCalled()
    expect(toast.success).not.toHaveBeenCalled()
  })

  it('changes the e-mail of an account from Google without a password', async () => {
    const api = fakeApi({
      'GET /me': { body: meDocument({ has_password: false, phone_number: null }) },
      'PATCH /me': { body: meDocument({ has_password: false }) },
    })
    const user = await setup()
    expect(textbox('Telefonní číslo')).toHaveValue('')
    await user.clear(textbox('E-mail'))
    await user.type(textbox('E-mail'), 'jana@novak.cz')
    expect(currentPassword()).not.toBeInTheDocument()
    await save(user)
    await waitFor(() => expect(navigate).toHaveBeenCalled())
    expect(api.bodiesOf('PATCH', '/me')).toEqual([
      { name: 'Jana Nováková', email: 'jana@novak.cz', phone_number: null },
    ])
  })

  it('goes back to the English profile in English', async () => {
    fakeApi({ 'GET /me': { body: meDocument() }, 'PATCH /me': { body: meDocument() } })
    const user = await setup('en')
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/en/profil'))
    expect(toast.success).toHaveBeenCalledWith('Your personal details have been saved.')
  })
})
