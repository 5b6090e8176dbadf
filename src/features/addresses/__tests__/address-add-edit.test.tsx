import * as React from 'react'
import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { navigate } from 'gatsby'
import toast from 'react-hot-toast'
import { fakeApi } from '../../../testing/fake-api'
import { AddressAdd } from '../components/address-add'
import { AddressBook } from '../components/address-book'
import { AddressEdit } from '../components/address-edit'
import { addressBook, addressDocument, janaHome, janaOffice } from '../testing/address-documents'
import { renderAddresses } from '../testing/render-addresses'

jest.mock('gatsby', () => ({ ...jest.requireActual('gatsby'), navigate: jest.fn() }))

const field = (name: string) => screen.getByRole('textbox', { name })

beforeEach(() => {
  jest.mocked(navigate).mockClear()
  document.cookie = 'XSRF-TOKEN=test-token'
})
afterEach(() => act(() => toast.remove()))

describe('Adding an address', () => {
  it('POSTs the address, says so and goes back to the profile', async () => {
    const api = fakeApi({
      'POST /me/addresses': { status: 201, body: addressDocument(janaOffice) },
    })
    renderAddresses(<AddressAdd />)
    await userEvent.type(field('Jméno'), 'Jana')
    await userEvent.type(field('Příjmení'), 'Nováková')
    await userEvent.type(field('Firma (nepovinné)'), 'Fotoateliér s.r.o.')
    await userEvent.type(field('Ulice a\u00a0číslo domu'), 'Hlavná 5')
    await userEvent.type(field('Město'), 'Bratislava')
    await userEvent.type(field('PSČ'), '811 01')
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Země' }), 'SK')
    await userEvent.click(screen.getByRole('button', { name: 'Uložit adresu' }))
    expect(await screen.findByText('Adresa byla uložena.')).toBeInTheDocument()
    expect(navigate).toHaveBeenCalledWith('/profil')
    expect(api.order()).toEqual(['POST /me/addresses'])
    expect(api.bodiesOf('POST', '/me/addresses')).toEqual([
      {
        first_name: 'Jana',
        last_name: 'Nováková',
        company: 'Fotoateliér s.r.o.',
        street: 'Hlavná 5',
        city: 'Bratislava',
        zip: '811 01',
        country: 'SK',
        phone_number: null,
      },
    ])
  })

  it('stays on the form with the server’s message on its field', async () => {
    fakeApi({
      'POST /me/addresses': {
        status: 422,
        body: { errors: { street: ['Ulice je příliš dlouhá.'] } },
      },
    })
    renderAddresses(<AddressAdd />)
    for (const [name, value] of [
      ['Jméno', 'Jana'],
      ['Příjmení', 'Nováková'],
      ['Ulice a\u00a0číslo domu', 'Vinohradská 30'],
      ['Město', 'Praha'],
      ['PSČ', '120 00'],
    ])
      await userEvent.type(field(name!), value!)
    await userEvent.click(screen.getByRole('button', { name: 'Uložit adresu' }))
    await waitFor(() =>
      expect(field('Ulice a\u00a0číslo domu')).toHaveAccessibleDescription(
        'Ulice je příliš dlouhá.',
      ),
    )
    expect(navigate).not.toHaveBeenCalled()
  })

  it('puts the new address into the address book', async () => {
    fakeApi({
      'GET /me/addresses': [
        { status: 200, body: addressBook(janaHome) },
        { status: 200, body: addressBook(janaHome, janaOffice) },
      ],
      'POST /me/addresses': { status: 201, body: addressDocument(janaOffice) },
    })
    renderAddresses(
      <>
        <AddressBook />
        <AddressAdd />
      </>,
    )
    expect(await screen.findAllByTestId('address-card')).toHaveLength(1)
    await userEvent.type(field('Jméno'), 'Jana')
    await userEvent.type(field('Příjmení'), 'Nováková')
    await userEvent.type(field('Ulice a\u00a0číslo domu'), 'Hlavná 5')
    await userEvent.type(field('Město'), 'Bratislava')
    await userEvent.type(field('PSČ'), '811 01')
    await userEvent.click(screen.getByRole('button', { name: 'Uložit adresu' }))
    await waitFor(() => expect(screen.getAllByTestId('address-card')).toHaveLength(2))
  })
})

describe('Editing an address', () => {
  it('starts from the saved address, PATCHes it, says so and goes back to the profile', async () => {
    const changed = { ...janaHome, street: 'Vinohradská 31' }
    const api = fakeApi({
      'GET /me/addresses': { status: 200, body: addressBook(janaHome, janaOffice) },
      'PATCH /me/addresses/21': { status: 200, body: addressDocument(changed) },
    })
    renderAddresses(<AddressEdit id="21" />, 'en')
    const street = await screen.findByRole('textbox', { name: 'Street and house number' })
    expect(street).toHaveValue('Vinohradská 30')
    await userEvent.clear(street)
    await userEvent.type(street, 'Vinohradská 31')
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }))
    expect(
      await screen.findByText('Your changes to the address have been saved.'),
    ).toBeInTheDocument()
    expect(navigate).toHaveBeenCalledWith('/en/profil')
    expect(api.calls.find(({ call }) => call === 'PATCH /me/addresses/21')?.body).toEqual({
      first_name: 'Jana',
      last_name: 'Nováková',
      company: null,
      street: 'Vinohradská 31',
      city: 'Praha',
      zip: '120 00',
      country: 'CZ',
      phone_number: '+420 777123456',
    })
  })

  it('keeps the space of the form while the address book loads', () => {
    fakeApi({ 'GET /me/addresses': { status: 200, body: addressBook(janaHome) } })
    renderAddresses(<AddressEdit id="21" />)
    expect(screen.getByTestId('address-form-loading')).toHaveAttribute('aria-busy', 'true')
    expect(screen.getByRole('status')).toHaveTextContent('Načítáme adresu…')
  })

  it('says an unknown or someone else’s address is not found, with a way back', async () => {
    fakeApi({ 'GET /me/addresses': { status: 200, body: addressBook(janaHome) } })
    renderAddresses(<AddressEdit id="99" />)
    expect(
      await screen.findByText('Tuto adresu jsme mezi vašimi uloženými adresami nenašli.'),
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Zpět do profilu' })).toHaveAttribute('href', '/profil')
    expect(screen.queryByTestId('address-form')).not.toBeInTheDocument()
  })

  it('shows the not-found state when the address was deleted meanwhile', async () => {
    fakeApi({
      'GET /me/addresses': [
        { status: 200, body: addressBook(janaHome) },
        { status: 200, body: addressBook() },
      ],
      'PATCH /me/addresses/21': { status: 404, body: { message: 'Not found' } },
    })
    renderAddresses(<AddressEdit id="21" />)
    await userEvent.click(await screen.findByRole('button', { name: 'Uložit změny' }))
    expect(await screen.findByTestId('address-not-found')).toBeInTheDocument()
    expect(navigate).not.toHaveBeenCalled()
  })

  it('offers a retry when the address book cannot be loaded', async () => {
    const api = fakeApi({
      'GET /me/addresses': [
        { status: 500, body: { message: 'Server error' } },
        { status: 200, body: addressBook(janaHome) },
      ],
    })
    renderAddresses(<AddressEdit id="21" />)
    await userEvent.click(await screen.findByRole('button', { name: 'Zkusit znovu' }))
    expect(await screen.findByRole('textbox', { name: 'Jméno' })).toHaveValue('Jana')
    expect(api.order()).toEqual(['GET /me/addresses', 'GET /me/addresses'])
  })
})
