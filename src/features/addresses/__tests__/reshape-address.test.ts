/** @jest-environment jsdom */
import { fakeApi } from '../../../testing/fake-api'
import { createAddress, reshapeAddress, updateAddress } from '../api/addresses'
import { addressDocument, flatAddress, janaHome, janaOffice } from '../testing/address-documents'

const home = {
  id: '21',
  firstName: 'Jana',
  lastName: 'Nováková',
  company: null,
  street: 'Vinohradská 30',
  city: 'Praha',
  zip: '120 00',
  country: 'CZ',
  phoneNumber: '+420 777123456',
}

describe('reshapeAddress', () => {
  it('turns a saved address of the API into the address type', () => {
    expect(reshapeAddress(flatAddress(janaHome))).toEqual(home)
  })
})

describe('saving an address', () => {
  it('sends the API its field names and answers with the saved address', async () => {
    const api = fakeApi({ 'POST /me/addresses': { status: 201, body: addressDocument(janaHome) } })
    const { id, ...fields } = home
    await expect(createAddress(fields, 'cs')).resolves.toEqual({ ...home, id })
    expect(api.bodiesOf('POST', '/me/addresses')).toEqual([
      {
        first_name: 'Jana',
        last_name: 'Nováková',
        company: null,
        street: 'Vinohradská 30',
        city: 'Praha',
        zip: '120 00',
        country: 'CZ',
        phone_number: '+420 777123456',
      },
    ])
  })

  it('sends only the fields that change', async () => {
    const api = fakeApi({ 'PATCH /me/addresses/22': { body: addressDocument(janaOffice) } })
    await updateAddress('22', { phoneNumber: null }, 'cs')
    expect(api.bodiesOf('PATCH', '/me/addresses/22')).toEqual([{ phone_number: null }])
  })
})
