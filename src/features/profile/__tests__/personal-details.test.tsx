import * as React from 'react'
import { screen, within } from '@testing-library/react'
import { loginKey } from '../../../lib/session/stored-keys'
import { fakeApi } from '../../../testing/fake-api'
import { renderDialog } from '../../../testing/session'
import { PersonalDetails } from '../components/personal-details'
import { meDocument } from '../../../testing/me-document'

beforeEach(() => {
  localStorage.clear()
  loginKey.save('7')
})

const card = async (name: string) => screen.findByRole('region', { name })

describe('personal details on the profile overview', () => {
  it("shows the customer's name, e-mail and phone with links to edit them and the password", async () => {
    fakeApi({ 'GET /me': { body: meDocument() } })
    renderDialog(<PersonalDetails />)
    const details = await card('Osobní údaje')
    const term = (label: string) => within(details).getByText(label).nextElementSibling
    expect(term('Jméno a příjmení')).toHaveTextContent('Jana Nováková')
    expect(term('E-mail')).toHaveTextContent('jana@example.cz')
    expect(term('Telefon')).toHaveTextContent('+420 777123456')
    expect(within(details).getByRole('link', { name: 'Upravit údaje' })).toHaveAttribute(
      'href',
      '/profil/edit',
    )
    expect(within(details).getByRole('link', { name: 'Změnit heslo' })).toHaveAttribute(
      'href',
      '/profil/zmena-hesla',
    )
  })

  it('says when no phone is given, and offers a first password to an account without one', async () => {
    fakeApi({ 'GET /me': { body: meDocument({ phone_number: null, has_password: false }) } })
    renderDialog(<PersonalDetails />, 'en')
    const details = await card('Personal details')
    expect(within(details).getByText('Phone').nextElementSibling).toHaveTextContent('Not given')
    expect(within(details).getByRole('link', { name: 'Set a password' })).toHaveAttribute(
      'href',
      '/en/profil/zmena-hesla',
    )
    expect(within(details).getByRole('link', { name: 'Edit details' })).toHaveAttribute(
      'href',
      '/en/profil/edit',
    )
  })
})
