import * as React from 'react'
import { screen, within } from '@testing-library/react'
import { AddressBook } from '../../features/addresses/components/address-book'
import { loginKey } from '../../lib/session/stored-keys'
import { fakeApi } from '../../testing/fake-api'
import { renderDialog } from '../../testing/session'
import { LatestOrders } from '../../features/orders/components/latest-orders'
import { PersonalDetails } from '../../features/profile/components/personal-details'
import { ProfilePage } from '../../features/profile/components/profile-page'
import { meDocument } from '../../testing/me-document'

beforeEach(() => {
  localStorage.clear()
  loginKey.save('7')
})

/** What /profil puts together (pages are not imported by features, so it is composed here too). */
const overview = (
  <ProfilePage title="Můj profil">
    <PersonalDetails />
    <AddressBook />
    <LatestOrders />
  </ProfilePage>
)

describe('profile overview', () => {
  it('shows the personal details first, then the saved addresses and the latest orders', async () => {
    fakeApi({
      'GET /me': { body: meDocument() },
      'GET /me/addresses': { body: { data: [] } },
      'GET /me/orders': { body: { data: [], meta: { total: 0, last_page: 1 } } },
    })
    renderDialog(overview)
    expect(await screen.findByRole('heading', { level: 1, name: 'Můj profil' })).toBeInTheDocument()
    const details = screen.getByRole('region', { name: 'Osobní údaje' })
    expect(within(details).getByText('Jana Nováková')).toBeInTheDocument()
    expect(within(details).getByText('+420 777123456')).toBeInTheDocument()
    expect(await screen.findByText('Zatím tu nemáte žádnou uloženou adresu.')).toBeInTheDocument()
    expect(await screen.findByText('Zatím u nás nemáte žádnou objednávku.')).toBeInTheDocument()
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)
    expect(headings).toEqual(['Osobní údaje', 'Uložené adresy', 'Poslední objednávky'])
  })
})
