import * as React from 'react'
import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import toast from 'react-hot-toast'
import { enableDialogs } from '../../../testing/session'
import { fakeApi } from '../../../testing/fake-api'
import { AddressBook } from '../components/address-book'
import { addressBook, janaHome, janaOffice } from '../testing/address-documents'
import { renderAddresses } from '../testing/render-addresses'

const HOME = 'Jana Nováková, Vinohradská 30, Praha'
const OFFICE = 'Jana Nováková, Hlavná 5, Bratislava'

beforeAll(enableDialogs)
beforeEach(() => {
  document.cookie = 'XSRF-TOKEN=test-token'
})
afterEach(() => act(() => toast.remove()))

describe('AddressBook', () => {
  it('lists the saved addresses as cards with their country’s own name and an add link', async () => {
    fakeApi({ 'GET /me/addresses': { status: 200, body: addressBook(janaHome, janaOffice) } })
    renderAddresses(<AddressBook />)
    expect(screen.getByRole('heading', { level: 2, name: 'Uložené adresy' })).toBeInTheDocument()
    expect(screen.getByTestId('addresses-loading')).toHaveAttribute('aria-busy', 'true')
    const cards = await screen.findAllByTestId('address-card')
    expect(cards.map((card) => card.textContent)).toEqual([
      expect.stringContaining('Vinohradská 30120 00 PrahaČesko+420 777123456'),
      expect.stringContaining('Fotoateliér s.r.o.Hlavná 5811 01 BratislavaSlovensko'),
    ])
    expect(screen.getByRole('link', { name: `Upravit adresu ${OFFICE}` })).toHaveAttribute(
      'href',
      '/profil/adresa/edit/22',
    )
    expect(screen.getByRole('link', { name: 'Přidat adresu' })).toHaveAttribute(
      'href',
      '/profil/adresa/pridat',
    )
    expect(
      screen.getByText('Uložené adresy vám předvyplníme při dokončení objednávky.'),
    ).toBeInTheDocument()
  })

  it('says when there are no saved addresses', async () => {
    fakeApi({ 'GET /me/addresses': { status: 200, body: addressBook() } })
    renderAddresses(<AddressBook />, 'en')
    expect(await screen.findByText('You have no saved addresses yet.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Add address' })).toHaveAttribute(
      'href',
      '/en/profil/adresa/pridat',
    )
  })

  it('tells when the addresses cannot be loaded and tries again on request', async () => {
    const api = fakeApi({
      'GET /me/addresses': [
        { status: 500, body: { message: 'Server error' } },
        { status: 200, body: addressBook(janaHome) },
      ],
    })
    renderAddresses(<AddressBook />)
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Uložené adresy se nepodařilo načíst.')
    await userEvent.click(within(alert).getByRole('button', { name: 'Zkusit znovu' }))
    expect(await screen.findAllByTestId('address-card')).toHaveLength(1)
    expect(api.order()).toEqual(['GET /me/addresses', 'GET /me/addresses'])
  })

  it('asks before deleting, naming the address, then deletes it and updates the list', async () => {
    const api = fakeApi({
      'GET /me/addresses': [
        { status: 200, body: addressBook(janaHome, janaOffice) },
        { status: 200, body: addressBook(janaOffice) },
      ],
      'DELETE /me/addresses/21': { status: 204 },
    })
    renderAddresses(<AddressBook />)
    await userEvent.click(await screen.findByRole('button', { name: `Smazat adresu ${HOME}` }))
    const dialog = screen.getByRole('dialog', { name: 'Smazat adresu?' })
    expect(dialog).toHaveTextContent(`Adresu ${HOME} smažeme z vašeho účtu.`)
    expect(api.order()).not.toContain('DELETE /me/addresses/21')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Smazat adresu' }))
    expect(await screen.findByText('Adresa byla smazána.')).toBeInTheDocument()
    await waitFor(() => expect(screen.getAllByTestId('address-card')).toHaveLength(1))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(screen.getByTestId('address-card')).toHaveTextContent('Hlavná 5')
    expect(screen.getByRole('heading', { name: 'Uložené adresy' })).toHaveFocus()
    expect(api.order()).toContain('DELETE /me/addresses/21')
  })

  it('deletes nothing when the question is cancelled', async () => {
    const api = fakeApi({
      'GET /me/addresses': { status: 200, body: addressBook(janaHome, janaOffice) },
    })
    renderAddresses(<AddressBook />, 'en')
    await userEvent.click(await screen.findByRole('button', { name: `Delete address ${OFFICE}` }))
    const dialog = screen.getByRole('dialog', { name: 'Delete this address?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
    expect(screen.getAllByTestId('address-card')).toHaveLength(2)
    expect(screen.getByRole('button', { name: `Delete address ${OFFICE}` })).toHaveFocus()
    expect(api.order().some((call) => call.startsWith('DELETE'))).toBe(false)
  })

  it('keeps the address and says why when deleting fails', async () => {
    fakeApi({
      'GET /me/addresses': { status: 200, body: addressBook(janaHome) },
      'DELETE /me/addresses/21': { status: 500, body: { message: 'Server error' } },
    })
    renderAddresses(<AddressBook />)
    await userEvent.click(await screen.findByRole('button', { name: `Smazat adresu ${HOME}` }))
    await userEvent.click(screen.getByRole('button', { name: 'Smazat adresu' }))
    expect(await screen.findByText('Něco se pokazilo. Zkuste to prosím znovu.')).toBeInTheDocument()
    expect(screen.getByRole('dialog')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Smazat adresu' })).toBeEnabled()
  })
})
